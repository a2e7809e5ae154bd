import { marketingServiceSlides, marketingServicesCopy, type LandingServiceCard } from '@/content/landing-marketing';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { SwiperCarousel } from './swiper-carousel';

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

/**
 * Services carousel (spec §2, §9): Author Network, Advertising & Marketing and Public Relations,
 * repeated twice; loops; 1 slide per view, 2 from 768 px, 3 from 1024 px; 30 px gap; clickable
 * pagination. The server HTML already lays the slides out at those widths (see SwiperCarousel).
 */
export function MarketingServices() {
  const headingId = `${SECTION_ID}-heading`;
  return (
    <Section id={SECTION_ID} labelledBy={headingId} tone="white">
      <SectionHeading
        id={headingId}
        eyebrow={marketingServicesCopy.eyebrow}
        text={marketingServicesCopy.heading}
        highlight={marketingServicesCopy.highlight}
        description={<p>{marketingServicesCopy.intro}</p>}
        align="center"
      />
      <div className="mt-12">
        <SwiperCarousel
          id={`${SECTION_ID}-carousel`}
          variant="services"
          label={marketingServicesCopy.carouselLabel}
          slideLabel={marketingServicesCopy.slideLabel}
          bulletLabel={marketingServicesCopy.bulletLabel}
          slides={marketingServiceSlides.map((card, index) => (
            <ServiceCard key={`${card.id}-${index}`} card={card} />
          ))}
        />
      </div>
    </Section>
  );
}
