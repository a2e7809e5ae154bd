// What the portfolio's live leaves carry on from when they replace the static views
// (portfolio-shells.tsx): read from the static markup just before the swap
// (lib/use-live-leaf.ts), applied by the live leaf on its first render. Imported by the live
// leaves only, so none of it is in the page's initial JavaScript.

/** The value of `attribute` on the containers (a tab panel, a slide) whose HTML-only 'Load More' was opened. */
export function openedMoreCovers(root: Element, attribute: string): string[] {
  return Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-more-covers]'))
    .filter((details) => details.open)
    .flatMap((details) => {
      const value = details.closest(`[${attribute}]`)?.getAttribute(attribute);
      return value ? [value] : [];
    });
}

/** The element under `root` that has the keyboard focus, if any. */
export function focusedIn(root: Element): Element | null {
  const active = root.ownerDocument.activeElement;
  return active && active !== root && root.contains(active) ? active : null;
}

/** Whether `element` is (inside) an HTML-only 'Load More' (MoreCovers). */
export function isMoreCovers(element: Element): boolean {
  return element.closest('details[data-more-covers]') !== null;
}

/** After the swap: focuses the live 'Load More' (marked `data-load-more`) in the container of `category`. */
export function focusLoadMore(root: Element | null, attribute: string, category: string): void {
  const container = Array.from(root?.querySelectorAll(`[${attribute}]`) ?? []).find((element) => element.getAttribute(attribute) === category);
  container?.querySelector<HTMLElement>('[data-load-more]')?.focus();
}
