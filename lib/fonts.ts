import localFont from 'next/font/local';

// Self-hosted, subset variable fonts (styles/fonts/, made by `npm run fonts`): no request leaves the
// site at build or run time. Until a font arrives, text is drawn with the first platform font the
// visitor has, scaled to the web font's widths per weight (styles/font-fallbacks.css), so lines
// break at the same words before and after the swap (docs/fonts.md). next/font's own fallback only
// knows Arial and Times New Roman, which Android and most Linux machines lack, hence
// `adjustFontFallback: false` and the generated families below (next/font needs literal values; the
// e2e font test checks these lists against the generated CSS).
export const sansFont = localFont({
  src: '../styles/fonts/inter-latin-400-600.woff2',
  variable: '--font-sans',
  weight: '400 600',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Inter Fallback DejaVu', 'Inter Fallback Arial', 'Inter Fallback Roboto'],
});

// The display face is `optional`: headings are few words per line at large sizes, so even a 1%
// width difference moves a word to the next line and everything below it (measured: CLS up to
// 0.07 on a slow phone). Preloaded, it is used whenever it arrives within the browser's short block
// period (a warm cache, a fast network); otherwise that page keeps the scaled fallback, with no swap.
export const serifFont = localFont({
  src: '../styles/fonts/fraunces-latin-400-600.woff2',
  variable: '--font-serif',
  weight: '400 600',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Fraunces Fallback DejaVu', 'Fraunces Fallback Times', 'Fraunces Fallback Noto Serif'],
});
