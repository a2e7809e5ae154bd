import { Section } from '@/components/ui/section';
import { HighlightedText } from '@/components/ui/highlighted-text';

interface HighlightBlockProps {
  id: string;
  heading: string;
  highlight?: string;
  text: string;
}

/** A navy band that sets one message apart from the page (the service pages' highlighted text block). */
export function HighlightBlock({ id, heading, highlight, text }: HighlightBlockProps) {
  return (
    <Section
      labelledBy={`${id}-heading`}
      tone="none"
      padded={false}
      className="bg-navy-900 py-16 text-white"
      containerClassName="border-l-4 border-gold-400 pl-6 sm:pl-10"
    >
      <h2 id={`${id}-heading`} className="max-w-3xl text-3xl font-semibold text-white">
        <HighlightedText text={heading} highlight={highlight} className="text-gold-300" />
      </h2>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-navy-100">{text}</p>
    </Section>
  );
}
