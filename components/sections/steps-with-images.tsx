import type { ImageAsset } from '@/content/media';
import type { SectionTone } from '@/components/ui/section';
import { HeadedSection } from '@/components/ui/headed-section';
import { ResponsiveImage } from '@/components/ui/responsive-image';

export interface ImageStep {
  image: ImageAsset;
  heading: string;
  text: string;
}

interface StepsWithImagesProps {
  id: string;
  heading: string;
  highlight?: string;
  intro?: string;
  steps: readonly ImageStep[];
  tone?: SectionTone;
}

/** Numbered steps, each with an image, heading and text (e.g. 'The Book Publishing Process'). */
export function StepsWithImages({ id, heading, highlight, intro, steps, tone = 'paper' }: StepsWithImagesProps) {
  return (
    <HeadedSection id={id} anchor={false} copy={{ heading, highlight, intro }} tone={tone}>
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.heading} className="overflow-hidden rounded-2xl bg-white shadow-card">
            <ResponsiveImage image={step.image} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[4/3] h-auto w-full object-cover" />
            <div className="p-6">
              <p className="font-serif text-3xl font-semibold text-gold-700">{index + 1}</p>
              <h3 className="mt-1 text-xl font-semibold">{step.heading}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
