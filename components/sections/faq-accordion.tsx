'use client';

import { useId, useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Index of the item open at first; null opens none. */
  initiallyOpen?: number | null;
  /** Height cap of an open panel (CSS length); longer answers scroll inside it. */
  maxPanelHeight?: string;
  /** Open/close animation in seconds (0 under reduced motion via the global CSS rule). */
  animationSeconds?: number;
  headingLevel?: 2 | 3;
  tone?: 'light' | 'dark';
}

/**
 * WAI-ARIA accordion with one item open at a time: each question is a button in a heading with
 * aria-expanded and aria-controls; clicking the open item closes it. Closed panels are `hidden`
 * only after their collapse, so their content is out of the tab order and the accessibility tree.
 */
export function FaqAccordion({
  items,
  initiallyOpen = 0,
  maxPanelHeight = '500px',
  animationSeconds = 0.3,
  headingLevel = 3,
  tone = 'light',
}: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const onDark = tone === 'dark';

  return (
    <div className={`divide-y rounded-2xl border ${onDark ? 'divide-white/15 border-white/15' : 'divide-navy-100 border-navy-100 bg-white'}`}>
      {items.map((item, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <Heading className="font-sans text-base">
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
                className={`flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold ${
                  onDark ? 'text-white hover:bg-white/5' : 'text-navy-900 hover:bg-navy-50'
                }`}
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xl transition-transform ${
                    onDark ? 'bg-white/10 text-gold-300' : 'bg-navy-50 text-navy-800'
                  } ${isOpen ? 'rotate-45' : ''}`}
                  style={{ transitionDuration: `${animationSeconds}s` }}
                >
                  +
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              data-state={isOpen ? 'open' : 'closed'}
              className="faq-panel grid overflow-hidden"
              style={{ transitionDuration: `${animationSeconds}s` }}
            >
              <div className="min-h-0 overflow-hidden" inert={!isOpen}>
                <div className="overflow-y-auto px-5 pb-5" style={{ maxHeight: maxPanelHeight }}>
                  <p className={onDark ? 'text-navy-100' : 'text-muted'}>{item.answer}</p>
                </div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
