import { Section } from '@/components/ui/section';

interface ValuesGridProps {
  values: readonly { title: string; text: string }[];
}

/** Short titled statements in a grid (the about page's values). */
export function ValuesGrid({ values }: ValuesGridProps) {
  return (
    <Section tone="paper">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => (
          <li key={value.title} className="rounded-2xl bg-white p-6 shadow-card">
            <h2 className="font-serif text-xl font-semibold text-navy-900">{value.title}</h2>
            <p className="mt-2 text-muted">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
