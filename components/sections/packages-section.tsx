import type { PackagesCopy } from '@/content/campaigns/blocks';
import { enquiryCopy } from '@/content/enquiry';
import { HeadedSection } from '@/components/ui/headed-section';
import { Icon } from '@/components/ui/icon';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import { fillTemplate } from '@/lib/fill-template';

interface PackagesSectionProps {
  copy: PackagesCopy;
}

/**
 * The Ignite, Rise and Legacy packages with their feature lists. No prices (docs/product.md §2): every
 * project is quoted after the free consultation, which each package's Get Started opens.
 */
export function PackagesSection({ copy }: PackagesSectionProps) {
  return (
    <HeadedSection id={copy.id} copy={copy} tone="navy">
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {copy.packages.map((item) => {
          const titleId = `package-${item.id}-title`;
          return (
            <li key={item.id} className="flex">
              <article aria-labelledby={titleId} className="flex w-full flex-col rounded-2xl bg-white p-8 text-ink shadow-card" data-package={item.id}>
                {/* eslint-disable-next-line @next/next/no-img-element -- 48px static SVG icon, decorative beside its heading */}
                <img src={item.icon.src} width={item.icon.width} height={item.icon.height} alt="" loading="lazy" className="size-12" />
                <h3 id={titleId} className="mt-5 text-2xl font-semibold">
                  {item.name}
                </h3>
                <p className="mt-2 text-muted">{item.tagline}</p>
                <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-gold-700">{copy.featuresLabel}</p>
                <ul className="mt-3 flex-1 space-y-3">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3">
                      <Icon name="check" className="mt-0.5 size-5 shrink-0 text-gold-700" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <GetStartedButton size="lg" className="mt-8 w-full" chosenPackage={item.id}>
                  {enquiryCopy.getStarted} <span className="sr-only">{fillTemplate(copy.getStartedSuffix, { name: item.name })}</span>
                </GetStartedButton>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-navy-100">{copy.note}</p>
    </HeadedSection>
  );
}
