import type { Service } from '@/content/services';
import { uiCopy } from '@/content/ui';
import { Container } from '@/components/ui/container';
import { HighlightedText } from '@/components/ui/highlighted-text';
import { Icon } from '@/components/ui/icon';
import { PhoneLink } from '@/components/ui/phone-link';
import { GetStartedButton } from '@/components/enquiry/get-started-button';

/** A service page's feature text, deliverables, audience, steps and highlighted block. */
export function ServiceBody({ service }: { service: Service }) {
  return (
    <>
      <section className="py-16">
        <Container className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-semibold sm:text-4xl">
              <HighlightedText text={service.feature.heading} highlight={service.feature.highlight} />
            </h2>
            {service.feature.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <GetStartedButton size="lg" />
              <PhoneLink className="min-h-11 font-semibold text-navy-800 hover:text-gold-700" />
            </div>
          </div>
          <div className="rounded-2xl bg-paper p-8">
            <h2 className="text-2xl font-semibold">{uiCopy.whatsIncluded}</h2>
            <ul className="mt-5 space-y-3">
              {service.includes.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-gold-700" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
            <h2 className="mt-10 text-2xl font-semibold">{service.audience.heading}</h2>
            <p className="mt-3 leading-relaxed text-muted">{service.audience.text}</p>
          </div>
        </Container>
      </section>
      <section className="bg-navy-900 py-16 text-white">
        <Container>
          <h2 className="text-3xl font-semibold text-white">{service.highlightBlock.heading}</h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-navy-100">{service.highlightBlock.text}</p>
        </Container>
      </section>
      <section className="py-16">
        <Container>
          <h2 className="text-3xl font-semibold">{uiCopy.howItWorks}</h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {service.steps.map((step, index) => (
              <li key={step.title} className="rounded-2xl border border-navy-100 p-6">
                <span className="font-serif text-3xl font-semibold text-gold-700">{index + 1}</span>
                <h3 className="mt-2 text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </>
  );
}
