// Looks of the swiper pagination bullets, shared by the static placeholder row (server HTML) and
// the live bullets swiper renders, so the swap does not move or restyle anything.
//
// swiper's own CSS is not in a cascade layer, so it beats Tailwind's utilities: sizes and colours of
// `.swiper-pagination-bullet` are set through swiper's CSS variables on the row instead, and the
// visible dot is an inner span styled with utilities.

/** The row under the slides: a fixed height, so it takes the same room before and after swiper. */
export const paginationRowClass =
  'mt-8 flex h-11 items-center justify-center [--swiper-pagination-bullet-size:44px] [--swiper-pagination-bullet-inactive-color:transparent] [--swiper-pagination-bullet-inactive-opacity:1] [--swiper-pagination-color:transparent] [--swiper-pagination-bullet-horizontal-gap:0px]';

/** A 44 x 44 px target around the dot (WCAG 2.5.8; swiper's `display: inline-block` needs the `!`). */
export const bulletClass = 'inline-flex! size-11 items-center justify-center rounded-full';

const dotBase = 'block h-3 rounded-full border-2 transition-[width,background-color] duration-300';
/** The dot: an outlined circle, a filled pill when its bullet is the active one. */
export const dotClass = `${dotBase} w-3 border-navy-600 in-[.swiper-pagination-bullet-active]:w-7 in-[.swiper-pagination-bullet-active]:border-navy-800 in-[.swiper-pagination-bullet-active]:bg-navy-800`;
/** The static row's first dot, drawn as the active one. */
export const activeDotClass = `${dotBase} w-7 border-navy-800 bg-navy-800`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** swiper's `renderBullet` output: a real button with a name (swiper's a11y module adds aria-current). */
export function bulletHtml(swiperClassName: string, label: string): string {
  return `<button type="button" class="${escapeHtml(swiperClassName)} ${bulletClass}" aria-label="${escapeHtml(label)}"><span class="${dotClass}" aria-hidden="true"></span></button>`;
}
