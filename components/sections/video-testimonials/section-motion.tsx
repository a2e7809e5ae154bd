'use client';

import { LazyMotion, MotionConfig, m, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/lib/use-media-query';

/** Section reveal (docs/product.md §4 and §9): 0.8 s, 50 px upward, once, when 30% of it is visible. */
export const REVEAL = { duration: 0.8, offsetY: 50, amount: 0.3 } as const;

/** The `m` features arrive in their own chunk after hydration (see ./motion-features). */
const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

const revealVariants: Variants = {
  // Applied only after mount, and only while the section is out of view: set instantly.
  hidden: { opacity: 0, y: REVEAL.offsetY, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: REVEAL.duration, ease: 'easeOut' } },
};

/**
 * 'static': as the server rendered it (visible). 'hidden': below the fold after mount, waiting.
 * 'revealed': animated in once; never hidden again.
 */
type Phase = 'static' | 'hidden' | 'revealed';

interface SectionMotionProps {
  children: ReactNode;
  className?: string;
}

/**
 * The section's motion context and its one-time reveal. LazyMotion (`strict`: `motion.*` would
 * throw, only `m.*` is allowed) with the feature bundle loaded by `import()`, and
 * MotionConfig reducedMotion="user" so transforms are skipped for people who ask for less motion.
 *
 * The server HTML is fully visible (no `initial` opacity 0). After mount, if the first
 * IntersectionObserver report says the section is not 30% visible, it is hidden instantly and
 * revealed when it is; if it is already in view, or motion is reduced, it is never hidden.
 */
export function VideoTestimonialsMotion({ children, className = '' }: SectionMotionProps) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <RevealOnce className={className}>{children}</RevealOnce>
      </MotionConfig>
    </LazyMotion>
  );
}

function RevealOnce({ children, className }: SectionMotionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion !== false || !element || typeof IntersectionObserver === 'undefined') return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // A hair under the threshold: ratios are reported as floats around the crossing point.
        const inView = entry.isIntersecting && entry.intersectionRatio >= REVEAL.amount - 0.01;
        if (inView) {
          observer.disconnect();
          setPhase((current) => (current === 'hidden' ? 'revealed' : current));
        } else if (firstReport) {
          setPhase((current) => (current === 'static' ? 'hidden' : current));
        }
        firstReport = false;
      },
      { threshold: REVEAL.amount },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const hidden = phase === 'hidden' && reducedMotion === false;
  return (
    <m.div ref={ref} className={className} variants={revealVariants} initial={false} animate={hidden ? 'hidden' : 'shown'} data-reveal={phase}>
      {children}
    </m.div>
  );
}
