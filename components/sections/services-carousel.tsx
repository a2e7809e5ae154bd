import type { CarouselSectionCopy, LandingServiceCard } from '@/content/campaigns/blocks';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { HeadedSection } from '@/components/ui/headed-section';
import { SwiperCarousel } from './swiper/swiper-carousel';

const SECTION_ID = 'marketing-services';

/** A service card; every card in a row has the height of the tallest (the slides stretch). */
function ServiceCard({ card }: { card: LandingServiceCard }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white">
      <ResponsiveImage
        image={card.image}
        sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
        className="aspect-[4/3] h-auto w-full bg-navy-50 object-cover"
      />
      <div className="flex-1 p-6">
        <h3 className="text-xl font-semibold">{card.title}</h3>
        <p className="mt-3 leading-relaxed text-muted">{card.description}</p>
      </div>
    </div>
  );
}

/** Slides the loop needs: three per view with one to spare on each side. */
const LOOP_SLIDES = 6;

/** The cards repeated until the loop has enough slides (a campaign file lists each card once). */
function loopSlides<Card>(cards: readonly Card[]): Card[] {
  if (cards.length === 0) return [];
  const slides = [...cards];
  while (slides.length < LOOP_SLIDES) slides.push(...cards);
  return slides;
}

/**
 * Services carousel (docs/product.md §2, §9): Author Network, Advertising & Marketing and Public Relations,
 * repeated twice (here, for the loop); loops; 1 slide per view, 2 from 768 px, 3 from 1024 px; 30 px gap; clickable
 * pagination. The server HTML already lays the slides out at those widths (see SwiperCarousel).
 */
export function ServicesCarousel({ copy, cards }: { copy: CarouselSectionCopy; cards: readonly LandingServiceCard[] }) {
  const slides = loopSlides(cards);
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="white">
      <div className="mt-12">
        <SwiperCarousel
          id={`${SECTION_ID}-carousel`}
          variant="services"
          label={copy.carouselLabel}
          slideLabel={copy.slideLabel}
          bulletLabel={copy.bulletLabel}
          slides={slides.map((card, index) => (
            <ServiceCard key={`${card.id}-${index}`} card={card} />
          ))}
        />
      </div>
    </HeadedSection>
  );
}
