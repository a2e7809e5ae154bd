import { icons } from '@/content/media';
import { trustCards as sharedTrustCards, trustCardsCopy, type SectionIntroCopy, type TrustCard } from '@/content/section-copy';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

/** Trusted Expertise, Global Recognition, Skilled Native Writers, Extensive Catalog (docs/product.md §2). */
interface TrustCardsProps {
  /** A landing-page entry passes its own; the site's pages use the shared copy. */
  copy?: SectionIntroCopy;
  cards?: readonly TrustCard[];
}

export function TrustCards({ copy = trustCardsCopy, cards = sharedTrustCards }: TrustCardsProps) {
  return (
    <Section tone="white" labelledBy="trust-cards-heading">
      <SectionHeading id="trust-cards-heading" text={copy.heading} highlight={copy.highlight} description={copy.intro} align="center" />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => {
          const icon = icons[card.icon];
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
    </Section>
  );
}
