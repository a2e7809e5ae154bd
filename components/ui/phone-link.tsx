import { site } from '@/content/site';
import { Icon } from './icon';
import { PhoneNumber } from '@/components/ui/phone-number';

interface PhoneLinkProps {
  className?: string;
  /** Visible text before the number, e.g. 'Call Us:'. */
  label?: string;
  showIcon?: boolean;
}

/** The company number as a `tel:` link; the number comes from content/site.ts only. */
export function PhoneLink({ className = '', label, showIcon = true }: PhoneLinkProps) {
  return (
    <a href={site.phone.href} className={`inline-flex items-center gap-2 ${className}`}>
      {showIcon ? <Icon name="phone" className="size-4 shrink-0" /> : null}
      <span>
        {label ? `${label} ` : null}
        <PhoneNumber />
      </span>
    </a>
  );
}
