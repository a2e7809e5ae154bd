import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Container } from './container';

export type SectionTone = 'white' | 'paper' | 'navy';

export interface SectionProps extends Omit<ComponentPropsWithRef<'section'>, 'className' | 'children'> {
  children: ReactNode;
  /** The band's colours; `none` when `className` sets them (dark heroes, photographs). */
  tone?: SectionTone | 'none';
  /** id of the section's heading, so the region is announced by name. */
  labelledBy?: string;
  /** The site's vertical rhythm (py-16 up to py-24); false when `className` sets its own padding. */
  padded?: boolean;
  className?: string;
  containerClassName?: string;
  /** Drawn behind the container, full-bleed: a background photograph and its darkening. */
  backdrop?: ReactNode;
}

const tones: Record<SectionTone | 'none', string> = {
  white: 'bg-white text-ink',
  paper: 'bg-paper text-ink',
  navy: 'bg-navy-900 text-navy-100',
  none: '',
};

const RHYTHM = 'py-16 sm:py-20 lg:py-24';

/**
 * A full-width band with a centred container: the one way a page section is written. Any other
 * attribute (a ref, ARIA, data-*) is passed to the <section>.
 */
export function Section({ children, tone = 'white', labelledBy, padded = true, className = '', containerClassName = '', backdrop, ...rest }: SectionProps) {
  const classes = [padded ? RHYTHM : '', tones[tone], className].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={labelledBy} className={classes} {...rest}>
      {backdrop}
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}
