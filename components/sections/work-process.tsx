import type { SectionIntroCopy, WorkProcessStep } from '@/content/section-copy';
import { uiCopy } from '@/content/ui';
import { HeadedSection } from '@/components/ui/headed-section';

/** Book Publishing Work Process: Schedule A Free Strategy Call, Get Onboard with Us, Getting Work Done. */
interface WorkProcessProps {
  /** The site's pages pass the shared copy and steps (content/section-copy.ts); a landing-page entry its own. */
  copy: SectionIntroCopy;
  /** Each step holds its icon (content/media.ts). */
  steps: readonly WorkProcessStep[];
}

export function WorkProcess({ copy, steps }: WorkProcessProps) {
  return (
    <HeadedSection id="work-process" anchor={false} copy={copy} tone="navy">
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => {
          const { icon } = step;
          return (
            <li key={step.heading} className="relative rounded-2xl border border-white/10 bg-navy-800 p-6">
              {/* Decorative numeral drawn by CSS, so it is neither read out nor checked as text. */}
              <span
                className="absolute right-5 top-4 font-serif text-5xl font-semibold text-white/15 before:content-[attr(data-step)]"
                data-step={String(index + 1).padStart(2, '0')}
                aria-hidden="true"
              />
              <span className="inline-flex size-14 items-center justify-center rounded-full bg-paper">
                {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG icon */}
                <img src={icon.src} width={icon.width} height={icon.height} alt="" loading="lazy" className="size-9" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-white">
                <span className="sr-only">{uiCopy.stepLabel(index + 1)}</span>
                {step.heading}
              </h3>
              <p className="mt-2 text-navy-100">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
}
