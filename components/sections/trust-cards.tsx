import type { SectionIntroCopy, TrustCard } from '@/content/section-copy';
import { HeadedSection } from '@/components/ui/headed-section';

/** Trusted Expertise, Global Recognition, Skilled Native Writers, Extensive Catalog (docs/product.md §2). */
interface TrustCardsProps {
  /** The site's pages pass the shared copy and cards (content/section-copy.ts); a landing-page entry its own. */
  copy: SectionIntroCopy;
  /** Each card holds its icon (content/media.ts). */
  cards: readonly TrustCard[];
}

export function TrustCards({ copy, cards }: TrustCardsProps) {
  return (
    <HeadedSection id="trust-cards" anchor={false} copy={copy} tone="white">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const { icon } = card;
          return (
            <li key={card.title} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-card">
              {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG icon */}
              <img src={icon.src} width={icon.width} height={icon.height} alt="" loading="lazy" className="size-12" />
              <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
              <p className="mt-2 text-muted">{card.text}</p>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
