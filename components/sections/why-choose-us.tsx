import type { WhyChooseUsCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';

interface WhyChooseUsProps {
  copy: WhyChooseUsCopy;
}

/** 'Why choose us': an illustration beside the reasons, each a short heading and sentence. */
export function WhyChooseUs({ copy }: WhyChooseUsProps) {
  const headingId = `${copy.id}-heading`;
  return (
    <Section id={copy.id} labelledBy={headingId} tone="paper" containerClassName="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
      <ResponsiveImage image={copy.image} sizes="(min-width: 1024px) 540px, 100vw" className="h-auto w-full rounded-2xl shadow-card" />
      <div>
        <SectionHeading id={headingId} eyebrow={copy.eyebrow} text={copy.heading} highlight={copy.highlight} description={copy.intro} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {copy.points.map((point) => (
            <li key={point.title} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-gold-300" aria-hidden="true">
                <Icon name="check" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-lg font-semibold text-navy-900">{point.title}</h3>
                <p className="mt-1 text-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
