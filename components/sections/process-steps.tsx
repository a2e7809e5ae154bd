import type { IntroSectionCopy, LandingProcessStep } from '@/content/campaigns/blocks';
import { uiCopy } from '@/content/ui';
import { HeadedSection } from '@/components/ui/headed-section';

const SECTION_ID = 'marketing-process';

/**
 * Each step's grid rows from `lg`: it starts one row below the previous step and spans two, so it
 * overlaps its neighbour by half, which staggers them. Written out so Tailwind sees every class.
 */
const ROW_START = [
  'lg:row-start-1',
  'lg:row-start-2',
  'lg:row-start-3',
  'lg:row-start-4',
  'lg:row-start-5',
  'lg:row-start-6',
  'lg:row-start-7',
  'lg:row-start-8',
  'lg:row-start-9',
  'lg:row-start-10',
  'lg:row-start-11',
  'lg:row-start-12',
] as const;

function positionClasses(index: number): string {
  const column = index % 2 === 0 ? 'lg:col-start-1' : 'lg:col-start-2';
  const row = ROW_START[index] ?? '';
  return `${column} ${row} lg:row-span-2`;
}

/**
 * The six-step marketing process (docs/product.md §2) as a timeline. Small screens: one column with the line
 * and numbered markers on the left. From `lg`: a zig-zag around a centre line; each step's column,
 * rows and side come from its position in the list (the even ones left, the odd ones right), so a
 * campaign file lists steps only.
 * The numbers are decorative (the list is ordered, and each heading starts with 'Step n:' for
 * screen readers).
 */
export function ProcessSteps({ copy, steps }: { copy: IntroSectionCopy; steps: readonly LandingProcessStep[] }) {
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="paper">
      <ol
        className="relative mt-12 grid gap-y-8 before:absolute before:inset-y-0 before:left-5 before:w-0.5 before:-translate-x-1/2 before:bg-navy-200 before:content-[''] lg:grid-cols-2 lg:gap-x-16 lg:gap-y-0 lg:before:left-1/2"
        data-process-timeline=""
      >
        {steps.map((step, index) => {
          const onLeft = index % 2 === 0;
          return (
            <li
              key={step.id}
              data-step={step.id}
              data-align={onLeft ? 'left' : 'right'}
              className={`relative pl-16 lg:py-3 lg:pl-0 ${positionClasses(index)} ${onLeft ? 'lg:text-right' : ''}`}
            >
              <span
                aria-hidden="true"
                className={`absolute left-0 top-6 inline-flex size-10 items-center justify-center rounded-full bg-navy-800 font-serif text-lg font-semibold text-white ring-4 ring-paper lg:top-9 ${
                  onLeft ? 'lg:left-auto lg:-right-13' : 'lg:-left-13'
                }`}
              >
                {index + 1}
              </span>
              <div className="rounded-2xl bg-white p-6 shadow-card">
                {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG icon next to its heading */}
                <img src={step.icon.src} width={step.icon.width} height={step.icon.height} alt="" loading="lazy" className={`size-12 ${onLeft ? 'lg:ml-auto' : ''}`} />
                <h3 className="mt-4 text-xl font-semibold">
                  <span className="sr-only">{uiCopy.stepLabel(index + 1)}</span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
}
