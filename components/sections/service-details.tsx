import type { Service } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** What a service includes, who it is for, and how it works in four steps. */
export function ServiceDetails({ service }: { service: Service }) {
  return (
    <Section tone="paper" labelledBy="service-details-heading" containerClassName="grid gap-12 lg:grid-cols-[1fr_1.3fr]">
      <div>
        <h2 id="service-details-heading" className="text-3xl font-semibold">
          {uiCopy.whatsIncluded}
        </h2>
        <ul className="mt-6 space-y-3">
          {service.includes.map((item) => (
            <li key={item} className="flex gap-3">
              <Icon name="check" className="mt-1 size-5 shrink-0 text-gold-700" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 text-3xl font-semibold">{service.audience.heading}</h2>
        <p className="mt-4 text-lg leading-relaxed text-muted">{service.audience.text}</p>
      </div>
      <div>
        <h2 className="text-3xl font-semibold">{uiCopy.howItWorks}</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2">
          {service.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-card">
              <span className="font-serif text-3xl font-semibold text-gold-700">{index + 1}</span>
              <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
