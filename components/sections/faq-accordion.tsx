'use client';

import { useId, useLayoutEffect, useRef, useState } from 'react';

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

/** A plus drawn, not typed, so no reading of the question can ever include it. */
function PlusIcon({ isOpen, onDark, animationSeconds }: { isOpen?: boolean; onDark: boolean; animationSeconds: number }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full transition-transform ${
        onDark ? 'bg-white/10 text-gold-300' : 'bg-navy-50 text-navy-800'
      } ${isOpen === undefined ? 'group-open:rotate-45' : isOpen ? 'rotate-45' : ''}`}
      style={{ transitionDuration: `${animationSeconds}s` }}
    >
      <svg viewBox="0 0 16 16" className="size-3.5" focusable="false">
        <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/**
 * WAI-ARIA accordion with one item open at a time: each question is a button in a heading with
 * aria-expanded and aria-controls; clicking the open item closes it. Closed panels are `hidden`
 * only after their collapse, so their content is out of the tab order and the accessibility tree.
 *
 * Until the page's scripts run (or when they never do) the same items are `<details>` sharing a
 * `name`, which the browser opens one at a time by itself, drawn exactly like the accordion. The
 * accordion takes over before its first paint and starts from whatever the visitor opened meanwhile,
 * so an early tap is kept and nothing moves.
 */
export function FaqAccordion({ items, initiallyOpen = 0, maxPanelHeight = '500px', animationSeconds = 0.3, headingLevel = 3, tone = 'light' }: FaqAccordionProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(initiallyOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const onDark = tone === 'dark';

  // The question that had focus as a <summary>: its button takes the focus, so a keyboard user is not
  // dropped back to the top of the page when the accordion takes over.
  const focusOnEnhance = useRef<number | null>(null);

  // Before the first paint after hydration: read what the <details> show, then become the accordion.
  useLayoutEffect(() => {
    const details = Array.from(rootRef.current?.querySelectorAll<HTMLDetailsElement>(':scope > details') ?? []);
    const opened = details.findIndex((element) => element.open);
    const focused = details.findIndex((element) => element.contains(document.activeElement));
    focusOnEnhance.current = focused === -1 ? null : focused;
    setOpenIndex(opened === -1 ? null : opened);
    setEnhanced(true);
  }, []);

  useLayoutEffect(() => {
    if (!enhanced || focusOnEnhance.current === null) return;
    document.getElementById(`${baseId}-question-${focusOnEnhance.current}`)?.focus();
    focusOnEnhance.current = null;
  }, [enhanced, baseId]);

  const questionClass = `flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold ${
    onDark ? 'text-white hover:bg-white/5' : 'text-navy-900 hover:bg-navy-50'
  }`;
  const answer = (item: FaqItem) => (
    <div className="overflow-y-auto px-5 pb-5" style={{ maxHeight: maxPanelHeight }}>
      <p className={onDark ? 'text-navy-100' : 'text-muted'}>{item.answer}</p>
    </div>
  );
  const listClass = `divide-y rounded-2xl border ${onDark ? 'divide-white/15 border-white/15' : 'divide-navy-100 border-navy-100 bg-white'}`;

  if (!enhanced) {
    return (
      <div ref={rootRef} className={listClass} data-faq="static">
        {items.map((item, index) => (
          <details key={item.question} name={baseId} open={index === initiallyOpen} className="group">
            <summary className={`${questionClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
              {/* The heading's own type is the button's, so the accordion that replaces it draws the same. */}
              <Heading className="font-sans text-lg font-semibold text-inherit">{item.question}</Heading>
              <PlusIcon onDark={onDark} animationSeconds={animationSeconds} />
            </summary>
            {answer(item)}
          </details>
        ))}
      </div>
    );
  }

  return (
    <div className={listClass}>
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
                className={questionClass}
              >
                {item.question}
                <PlusIcon isOpen={isOpen} onDark={onDark} animationSeconds={animationSeconds} />
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
                {answer(item)}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
