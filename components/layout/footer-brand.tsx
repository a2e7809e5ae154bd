import { footerCopy } from '@/content/footer';
import { Logo } from './logo';

/** The footers' first column: the logo on dark and the tagline. */
export function FooterBrand({ className }: { className?: string }) {
  return (
    <div className={className}>
      <Logo tone="light" />
      <p className="mt-4 text-sm leading-relaxed">{footerCopy.tagline}</p>
    </div>
  );
}
