import type { ReactNode } from 'react';
import { Container } from './container';

export type SectionTone = 'white' | 'paper' | 'navy';

interface SectionProps {
  children: ReactNode;
  tone?: SectionTone;
  id?: string;
  /** id of the section's heading, so the region is announced by name. */
  labelledBy?: string;
  className?: string;
  containerClassName?: string;
}

const tones: Record<SectionTone, string> = {
  white: 'bg-white text-ink',
  paper: 'bg-paper text-ink',
  navy: 'bg-navy-900 text-navy-100',
};

/** A full-width band with the site's vertical rhythm and a centred container. */
export function Section({ children, tone = 'white', id, labelledBy, className = '', containerClassName = '' }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 lg:py-24 ${tones[tone]} ${className}`}>
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}
