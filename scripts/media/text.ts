/**
 * Text measurement and line fitting. librsvg does not wrap text, so titles are wrapped here:
 * each candidate line is measured by rendering it once with Pango (through sharp) at a reference
 * size, using the same fonts that librsvg will use, and widths are scaled linearly from there.
 */
import sharp from 'sharp';

export interface FontSpec {
  /** One fontconfig family name, e.g. 'P052' (not a CSS fallback list). */
  family: string;
  bold?: boolean;
  italic?: boolean;
  /** Extra space between letters, in em. */
  tracking?: number;
}

const REF = 100;
const cache = new Map<string, number>();

function pangoDescription(f: FontSpec): string {
  const style = [f.bold ? 'Bold' : '', f.italic ? 'Italic' : ''].filter(Boolean).join(' ');
  return `${f.family}, ${style} ${REF}`.replace(/\s+/g, ' ');
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Advance width of `text` at font size `size` (px). */
export async function measure(text: string, font: FontSpec, size: number): Promise<number> {
  const key = `${pangoDescription(font)}|${text}`;
  let width = cache.get(key);
  if (width === undefined) {
    if (text.trim() === '') {
      width = 0;
    } else {
      // Pango at 72 dpi: 1 pt = 1 px, matching SVG font-size in user units.
      const { info } = await sharp({ text: { text: escapeMarkup(text), font: pangoDescription(font), dpi: 72 } })
        .png()
        .toBuffer({ resolveWithObject: true });
      width = info.width;
    }
    cache.set(key, width);
  }
  const tracking = (font.tracking ?? 0) * REF * Math.max(0, text.length - 1);
  return ((width + tracking) * size) / REF;
}

export interface FitOptions {
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Step between tried sizes. */
  step?: number;
}

export interface Fitted {
  lines: string[];
  size: number;
  /** Widest line at the chosen size. */
  width: number;
}

/**
 * Largest size (from maxSize down) at which `text` fits in maxLines lines of maxWidth, with the
 * words split so that lines are as even as possible (a balanced rag looks better on covers).
 */
export async function fitText(text: string, font: FontSpec, o: FitOptions): Promise<Fitted> {
  const words = text.split(/\s+/).filter(Boolean);
  const step = o.step ?? 2;
  // Widths at size 1 of every run of words i..j-1, measured once.
  const widths = new Map<string, number>();
  const runWidth = async (i: number, j: number): Promise<number> => {
    const key = `${i}:${j}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = await measure(words.slice(i, j).join(' '), font, 1);
      widths.set(key, w);
    }
    return w;
  };
  // best[k][j]: the smallest possible widest line when words 0..j-1 are set in k lines.
  const balanced = async (k: number): Promise<{ width: number; breaks: number[] }> => {
    const count = words.length;
    const best: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(count + 1).fill(Infinity));
    const from: number[][] = Array.from({ length: k + 1 }, () => new Array<number>(count + 1).fill(0));
    best[0]![0] = 0;
    for (let lines = 1; lines <= k; lines++) {
      for (let j = 1; j <= count; j++) {
        for (let i = lines - 1; i < j; i++) {
          const prev = best[lines - 1]![i]!;
          if (prev === Infinity) continue;
          const w = Math.max(prev, await runWidth(i, j));
          if (w < best[lines]![j]!) {
            best[lines]![j] = w;
            from[lines]![j] = i;
          }
        }
      }
    }
    const breaks: number[] = [];
    let j = count;
    for (let lines = k; lines > 0; lines--) {
      breaks.unshift(j);
      j = from[lines]![j]!;
    }
    return { width: best[k]![count]!, breaks };
  };

  const options: { lines: string[]; unit: number }[] = [];
  for (let k = 1; k <= Math.min(o.maxLines, words.length); k++) {
    const { width, breaks } = await balanced(k);
    const lines: string[] = [];
    let start = 0;
    for (const end of breaks) {
      lines.push(words.slice(start, end).join(' '));
      start = end;
    }
    options.push({ lines, unit: width });
  }
  for (let size = o.maxSize; size >= o.minSize; size -= step) {
    // Prefer fewer lines at the largest size that fits.
    for (const opt of options) {
      if (opt.unit * size <= o.maxWidth) return { lines: opt.lines, size, width: opt.unit * size };
    }
  }
  const last = options[options.length - 1]!;
  return { lines: last.lines, size: o.minSize, width: last.unit * o.minSize };
}
