'use client';

// Loaded with import() by faq-accordion-shell.tsx once the page has hydrated: pages without a FAQ
// never download it, and no page's initial JavaScript carries it.
import { useId, useLayoutEffect, useState } from 'react';
import { FaqAnswer, PlusIcon, faqListClass, faqQuestionClass, faqSettings, type FaqAccordionProps } from './faq-parts';

export type { FaqAccordionProps, FaqItem } from './faq-parts';

/** What the visitor did to the static `<details>` before the accordion arrived. */
export interface FaqStart {
  /** The item they left open (one at a time), or null. */
  open: number | null;
  /** The item whose question had the keyboard focus, or null. */
  focused: number | null;
}

/** Reads the open and the focused item from the static `<details>` under `root`. */
export function readStart(root: HTMLElement): FaqStart {
  const details = Array.from(root.querySelectorAll('details'));
  const open = details.findIndex((element) => element.open);
  const focused = details.findIndex((element) => element.contains(document.activeElement));
  return { open: open === -1 ? null : open, focused: focused === -1 ? null : focused };
}

/**
 * WAI-ARIA accordion with one item open at a time: each question is a button in a heading with
 * aria-expanded and aria-controls; clicking the open item closes it. Closed panels are `hidden`
 * only after their collapse, so their content is out of the tab order and the accessibility tree.
 *
 * It replaces the static `<details>` of faq-accordion-shell.tsx, drawn exactly alike, and starts from
 * `start`: the answer the visitor opened meanwhile stays open, and the question that had the focus
 * as a `<summary>` gets it back as a button, so a keyboard user is not dropped back to the top of
 * the page. Without `start` (rendered on its own) it opens `initiallyOpen`.
 */
export function FaqAccordion({ items, start, ...settings }: FaqAccordionProps & { start?: FaqStart }) {
  const { initiallyOpen, maxPanelHeight, animationSeconds, headingLevel, onDark } = faqSettings(settings);
  const [openIndex, setOpenIndex] = useState<number | null>(start ? start.open : initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const focusedAtStart = start?.focused ?? null;

  // Before the first paint: the question that had the focus as a <summary> gets it as a button.
  useLayoutEffect(() => {
    if (focusedAtStart !== null) document.getElementById(`${baseId}-question-${focusedAtStart}`)?.focus();
  }, [focusedAtStart, baseId]);

  return (
    <div className={faqListClass(onDark)}>
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
                className={faqQuestionClass(onDark)}
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
                <FaqAnswer item={item} maxPanelHeight={maxPanelHeight} onDark={onDark} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default FaqAccordion;
