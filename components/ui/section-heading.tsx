import type { ReactNode } from 'react';
import { HighlightedText } from './highlighted-text';

interface SectionHeadingProps {
  id?: string;
  text: string;
  /** One word or phrase of `text` in the accent colour (the product description's (docs/product.md) "highlight" pattern). */
  highlight?: string;
  eyebrow?: string;
  description?: ReactNode;
  level?: 1 | 2 | 3;
  align?: 'start' | 'center';
  tone?: 'light' | 'dark';
  className?: string;
}

/** Section title with an optional eyebrow, highlighted phrase and lead paragraph. */
export function SectionHeading({ id, text, highlight, eyebrow, description, level = 2, align = 'start', tone = 'light', className = '' }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  const onDark = tone === 'dark';
  const size = level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl';
  return (
    <div className={`${align === 'center' ? 'mx-auto text-center' : ''} max-w-3xl ${className}`}>
      {eyebrow ? <p className={`text-sm font-semibold uppercase tracking-widest ${onDark ? 'text-gold-300' : 'text-gold-700'}`}>{eyebrow}</p> : null}
      <Heading id={id} className={`${eyebrow ? 'mt-2' : ''} ${size} font-semibold ${onDark ? 'text-white' : 'text-navy-900'}`}>
        <HighlightedText text={text} highlight={highlight} className={onDark ? 'text-gold-300' : 'text-gold-700'} />
      </Heading>
      {description ? <div className={`mt-4 text-lg leading-relaxed ${onDark ? 'text-navy-100' : 'text-muted'}`}>{description}</div> : null}
    </div>
  );
}
