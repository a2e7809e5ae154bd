import { serializeJsonLd } from '@/lib/structured-data';

/** Structured data for search engines; the payload is escaped against `</script>` injection. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
