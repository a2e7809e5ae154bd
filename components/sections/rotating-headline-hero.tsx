import type { ImageAsset } from '@/content/media';
import type { PublishingHeroCopy } from '@/content/campaigns/blocks';
import { Section } from '@/components/ui/section';
import { Icon } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import { HeroBackdrop } from '@/components/ui/hero-backdrop';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { HeadlineContents, headlineRootClass } from './rotating-headline-parts';
import { RotatingHeadlineShell } from './rotating-headline-shell';

interface PublishingHeroProps {
  copy: PublishingHeroCopy;
  background: ImageAsset;
  /** id of the packages section, for the in-page link. */
  packagesId: string;
}

/** Hero of the publishing landing page: rotating h1, lead, key points, Get Started and the phone link. */
export function RotatingHeadlineHero({ copy, background, packagesId }: PublishingHeroProps) {
  return (
    <Section
      aria-label={copy.eyebrow}
      tone="none"
      padded={false}
      className="relative isolate overflow-hidden bg-navy-950 text-white"
      containerClassName="py-16 sm:py-20 lg:py-28"
      backdrop={<HeroBackdrop image={background} opacityClass="opacity-50" gradientClass="via-navy-950/90 to-navy-950/50" />}
    >
      <div className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{copy.eyebrow}</p>
        <div className="mt-3">
          <RotatingHeadlineShell
            className={headlineRootClass}
            words={copy.words}
            staticText={copy.staticText}
            label={copy.headingLabel}
            pauseLabel={copy.pauseRotation}
            playLabel={copy.playRotation}
          >
            {/* The first word, painted with the HTML; the button waits, disabled, for the rotation's code. */}
            <HeadlineContents
              word={copy.words[0] ?? ''}
              turns={0}
              rotating={copy.words.length > 1}
              staticText={copy.staticText}
              label={copy.headingLabel}
              paused={false}
              pauseLabel={copy.pauseRotation}
              playLabel={copy.playRotation}
              disabled
            />
          </RotatingHeadlineShell>
        </div>
        {/* 16 px on phones: at 18 px the lead filled its four lines so exactly at 412 px that the fallback
            font broke it into five, and the key points below jumped when Inter arrived. */}
        <p className="mt-6 max-w-2xl text-base leading-relaxed text-navy-100 sm:text-lg">{copy.lead}</p>
        <ul className="mt-6 grid gap-3 text-navy-100">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <GetStartedButton size="lg" />
          <PhoneLink className="min-h-11 text-lg font-semibold text-white hover:text-gold-300" />
          <a href={`#${packagesId}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-gold-300">
            {copy.packagesLink}
            <Icon name="arrowRight" className="size-4 rotate-90" />
          </a>
        </div>
      </div>
    </Section>
  );
}
