/**
 * What `npm run fonts` produces, in one place: the two web fonts (subset to the characters and
 * weights the site uses) and, for each, the platform fonts a visitor sees until it arrives, each
 * size-adjusted to the web font's widths so nothing reflows when it swaps in. See docs/fonts.md.
 */

/** The font weights the site's CSS uses (Tailwind: normal, font-medium, font-semibold). */
export const USED_WEIGHTS = [400, 500, 600] as const;
export type UsedWeight = (typeof USED_WEIGHTS)[number];

/**
 * Characters kept in the subsets: Basic Latin, Latin-1 (accented names, ©, ·, NBSP), typographic
 * punctuation (dashes, curly quotes, ellipsis, bullets, primes, guillemets), € ™ arrows and minus.
 * Everything the exported pages contain must be in here (tests/e2e/fonts.spec.ts checks it).
 */
export const UNICODE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export interface WebFontSpec {
  id: 'inter' | 'fraunces';
  /** The family name next/font gives it (lib/fonts.ts). */
  label: string;
  category: 'sans' | 'serif';
  /** The @fontsource-variable file it is cut from. */
  source: string;
  /** Where the subset is written (lib/fonts.ts loads it with next/font/local). */
  output: string;
}

export const WEB_FONTS: readonly WebFontSpec[] = [
  {
    id: 'inter',
    label: 'Inter',
    category: 'sans',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'styles/fonts/inter-latin-400-600.woff2',
  },
  {
    id: 'fraunces',
    label: 'Fraunces',
    category: 'serif',
    source: 'node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    output: 'styles/fonts/fraunces-latin-400-600.woff2',
  },
];

/** A face of a platform font: the name `local()` finds it by, and the file measured for it. */
export interface PlatformFace {
  /**
   * The face's PostScript name, which Chromium, Firefox and Safari match in `local()` (as they do
   * the full name). One name only: every name is tried in the first layout, and on Linux each one
   * not found is a fontconfig query (docs/fonts.md).
   */
  localName: string;
  /** The file measured, inside the Debian package named by the font. */
  file: string;
}

export interface PlatformFont {
  /** Used in the fallback family's name: 'Inter Fallback Arial'. */
  id: string;
  /** Who has it, for the generated CSS comment. */
  platforms: string;
  /** Debian package holding the measured files (metric-compatible clones where the font is proprietary). */
  debianPackage: string;
  /** The face drawn for each used weight: platform fonts have regular and bold, Roboto a medium too. */
  faces: Readonly<Record<UsedWeight, PlatformFace>>;
}

const face = (file: string, localName: string): PlatformFace => ({ file, localName });

/**
 * In the order a browser tries them, Linux's first: on Linux each name not found is a synchronous
 * fontconfig query from the renderer, while other systems look fonts up more cheaply
 * (docs/fonts.md). Arial and Times New Roman are measured from Liberation Sans and Liberation
 * Serif, which are metric-compatible with them (the same advance width for every glyph). A machine
 * with Liberation, Arimo or Tinos but not Arial or DejaVu takes Roboto or Noto Serif when it has
 * them, scaled to the same widths.
 */
export const PLATFORM_FONTS: Readonly<Record<WebFontSpec['category'], readonly PlatformFont[]>> = {
  sans: [
    (() => {
      const regular = face('DejaVuSans.ttf', 'DejaVuSans');
      return {
        id: 'DejaVu',
        platforms: 'Linux',
        debianPackage: 'fonts-dejavu-core',
        faces: { 400: regular, 500: regular, 600: face('DejaVuSans-Bold.ttf', 'DejaVuSans-Bold') },
      };
    })(),
    (() => {
      const regular = face('LiberationSans-Regular.ttf', 'ArialMT');
      return {
        id: 'Arial',
        platforms: 'Windows, macOS, iOS',
        debianPackage: 'fonts-liberation2',
        faces: {
          400: regular,
          500: regular,
          600: face('LiberationSans-Bold.ttf', 'Arial-BoldMT'),
        },
      };
    })(),
    {
      id: 'Roboto',
      platforms: 'Android, ChromeOS',
      debianPackage: 'fonts-roboto-unhinted',
      faces: {
        400: face('Roboto-Regular.ttf', 'Roboto-Regular'),
        500: face('Roboto-Medium.ttf', 'Roboto-Medium'),
        600: face('Roboto-Bold.ttf', 'Roboto-Bold'),
      },
    },
  ],
  serif: [
    (() => {
      const regular = face('DejaVuSerif.ttf', 'DejaVuSerif');
      return {
        id: 'DejaVu',
        platforms: 'Linux',
        debianPackage: 'fonts-dejavu-core',
        faces: { 400: regular, 500: regular, 600: face('DejaVuSerif-Bold.ttf', 'DejaVuSerif-Bold') },
      };
    })(),
    (() => {
      const regular = face('LiberationSerif-Regular.ttf', 'TimesNewRomanPSMT');
      return {
        id: 'Times',
        platforms: 'Windows, macOS, iOS',
        debianPackage: 'fonts-liberation2',
        faces: {
          400: regular,
          500: regular,
          600: face('LiberationSerif-Bold.ttf', 'TimesNewRomanPS-BoldMT'),
        },
      };
    })(),
    (() => {
      const regular = face('NotoSerif-Regular.ttf', 'NotoSerif-Regular');
      return {
        id: 'Noto Serif',
        platforms: 'Android',
        debianPackage: 'fonts-noto-core',
        faces: { 400: regular, 500: regular, 600: face('NotoSerif-Bold.ttf', 'NotoSerif-Bold') },
      };
    })(),
  ],
};

/** The family name of a web font's fallback drawn with one platform font: 'Inter Fallback Roboto'. */
export function fallbackFamily(webFont: Pick<WebFontSpec, 'label'>, platformFont: Pick<PlatformFont, 'id'>): string {
  return `${webFont.label} Fallback ${platformFont.id}`;
}

export const METRICS_FILE = 'styles/fonts/metrics.json';
export const FALLBACK_CSS_FILE = 'styles/font-fallbacks.css';
