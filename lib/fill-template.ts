/**
 * Fills `{name}` placeholders of a copy template, e.g. '{position} of {total}'. A placeholder with
 * no value stays as it is, so a missing value shows in the page instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
