import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { HighlightedText } from '@/components/ui/highlighted-text';

interface PageIntroProps {
  heading: string;
  highlight?: string;
  lines: readonly string[];
  eyebrow?: string;
  children?: ReactNode;
}

/** The page's h1 on a navy band, with its lead text and optional actions. */
export function PageIntro({ heading, highlight, lines, eyebrow, children }: PageIntroProps) {
  return (
    <Section tone="none" padded={false} className="bg-navy-900 text-white" containerClassName="py-16 sm:py-20">
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-4xl font-semibold text-white sm:text-5xl">
        <HighlightedText text={heading} highlight={highlight} className="text-gold-300" />
      </h1>
      {lines.map((line) => (
        <p key={line} className="mt-4 max-w-2xl text-lg text-navy-100">
          {line}
        </p>
      ))}
      {children ? <div className="mt-8 flex flex-wrap items-center gap-4">{children}</div> : null}
    </Section>
  );
}
