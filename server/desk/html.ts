/**
 * HTML building blocks for the desk. Everything from visitors (names, messages, page URLs, UTM
 * values) and from staff is hostile until escaped: every interpolation goes through `esc`, and
 * the only raw HTML joined in is `Html` made by these functions.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return esc(part);
}

/** Tagged template: interpolations are escaped unless they are Html. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}
