'use client';

import { useId, useRef } from 'react';
import { DeferredLeaf } from '@/components/ui/deferred-leaf';
import { useHydrated } from '@/lib/use-hydrated';
import { FaqAnswer, PlusIcon, faqListClass, faqQuestionClass, faqSettings, type FaqAccordionProps } from './faq-parts';

// The accordion's own chunk. Requested as soon as the page has hydrated, not when the list nears
// the viewport: its <details> already work, and a question can be opened wherever the visitor is.
const loadAccordion = () => import('./faq-accordion');

/**
 * A FAQ list, one answer open at a time. The server HTML is `<details>` sharing a `name`, which the
 * browser opens one at a time by itself, drawn exactly like the accordion. The WAI-ARIA accordion
 * (faq-accordion.tsx) is not in the page's initial JavaScript: its code arrives once the page
 * has hydrated and replaces the `<details>` in this box (`className`), starting from whatever the
 * visitor opened meanwhile, so an early tap is kept and nothing moves.
 */
export function FaqAccordionShell({ className, ...props }: FaqAccordionProps & { className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  return (
    <div ref={root} className={className}>
      <DeferredLeaf root={root} load={loadAccordion} when={hydrated} props={props}>
        <FaqDisclosures {...props} />
      </DeferredLeaf>
    </div>
  );
}

/** The static form: what the page shows before, and without, scripts. */
function FaqDisclosures({ items, ...settings }: FaqAccordionProps) {
  const { initiallyOpen, maxPanelHeight, animationSeconds, headingLevel, onDark } = faqSettings(settings);
  const name = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={faqListClass(onDark)} data-faq="static">
      {items.map((item, index) => (
        <details key={item.question} name={name} open={index === initiallyOpen} className="group">
          <summary className={`${faqQuestionClass(onDark)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
            {/* The heading's own type is the button's, so the accordion that replaces it draws the same. */}
            <Heading className="font-sans text-lg font-semibold text-inherit">{item.question}</Heading>
            <PlusIcon onDark={onDark} animationSeconds={animationSeconds} />
          </summary>
          <FaqAnswer item={item} maxPanelHeight={maxPanelHeight} onDark={onDark} />
        </details>
      ))}
    </div>
  );
}
