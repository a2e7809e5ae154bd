// The drawing both forms of the FAQ share: the static <details> of the server HTML
// (faq-accordion-shell.tsx) and the accordion that replaces them (faq-accordion.tsx), so the swap
// moves nothing. No hooks and no directive: server and client code import it alike.

export interface FaqItem {
  question: string;
  answer: string;
}

/** What the page passes for one FAQ: its items and how it looks. */
export interface FaqAccordionProps {
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

/** The defaults of FaqAccordionProps, applied in one place for both forms. */
export function faqSettings({ initiallyOpen = 0, maxPanelHeight = '500px', animationSeconds = 0.3, headingLevel = 3, tone = 'light' }: Omit<FaqAccordionProps, 'items'>) {
  return { initiallyOpen, maxPanelHeight, animationSeconds, headingLevel, tone, onDark: tone === 'dark' };
}

/** A plus drawn, not typed, so no reading of the question can ever include it. */
export function PlusIcon({ isOpen, onDark, animationSeconds }: { isOpen?: boolean; onDark: boolean; animationSeconds: number }) {
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

/** The question's row: a <summary> in the static form, a button in the accordion. */
export function faqQuestionClass(onDark: boolean): string {
  return `flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold ${
    onDark ? 'text-white hover:bg-white/5' : 'text-navy-900 hover:bg-navy-50'
  }`;
}

/** The list around the items. */
export function faqListClass(onDark: boolean): string {
  return `divide-y rounded-2xl border ${onDark ? 'divide-white/15 border-white/15' : 'divide-navy-100 border-navy-100 bg-white'}`;
}

export function FaqAnswer({ item, maxPanelHeight, onDark }: { item: FaqItem; maxPanelHeight: string; onDark: boolean }) {
  return (
    <div className="overflow-y-auto px-5 pb-5" style={{ maxHeight: maxPanelHeight }}>
      <p className={onDark ? 'text-navy-100' : 'text-muted'}>{item.answer}</p>
    </div>
  );
}
