import { footerCopy } from '@/content/footer';
import { footerHeadingClass } from './footer-styles';

/** The footers' disclaimer column (independent company, trademarks for identification, not advice). */
export function FooterDisclaimer() {
  return (
    <div>
      <h2 className={footerHeadingClass}>{footerCopy.headings.disclaimer}</h2>
      <p className="mt-4 text-xs leading-relaxed text-navy-200">{footerCopy.disclaimer}</p>
    </div>
  );
}
