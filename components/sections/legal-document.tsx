import type { LegalDocument } from '@/content/legal';
import { uiCopy } from '@/content/ui';
import { Container } from '@/components/ui/container';
import { TextWithPhoneNumber } from '@/components/ui/text-with-phone-number';
import { formatLongDate } from '@/lib/dates';
import { PageIntro } from './page-intro';

/** Terms, privacy and similar documents: a contents list and numbered sections with anchors. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageIntro heading={document.title} lines={[`${uiCopy.lastUpdated}: ${formatLongDate(document.lastUpdated)}`]} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-toc-heading" className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
            {uiCopy.onThisPage}
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-navy-800 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* Its sections are laid out as they come near the viewport (styles/globals.css). */}
        <div className="max-w-3xl" data-long-text="">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mb-4 text-lg leading-relaxed">
              <TextWithPhoneNumber text={paragraph} />
            </p>
          ))}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-relaxed text-ink">
                  <TextWithPhoneNumber text={paragraph} />
                </p>
              ))}
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item}>
                      <TextWithPhoneNumber text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
