import type { PortfolioCover } from '@/content/portfolio';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { PortfolioTone } from './portfolio-config';

interface CoverGridProps {
  covers: readonly PortfolioCover[];
  /** CSS `sizes` of one cover at this grid's column width. */
  sizes: string;
  /** Grid columns and gaps, e.g. 'grid-cols-2 gap-4'. */
  layoutClassName: string;
  tone?: PortfolioTone;
  /** How many covers, from the first, are in the page's first screen and so load at once. */
  eagerCount?: number;
}

/**
 * A list of book covers (2:3) with the title and author underneath. The title takes exactly two
 * lines and the author one, so every cell has the same height and a grid never jumps.
 */
export function CoverGrid({ covers, sizes, layoutClassName, tone = 'light', eagerCount = 0 }: CoverGridProps) {
  const onDark = tone === 'dark';
  return (
    <ul className={`grid ${layoutClassName}`}>
      {covers.map((cover, index) => (
        <li key={cover.src}>
          <figure>
            <ResponsiveImage
              image={cover}
              sizes={sizes}
              eager={index < eagerCount}
              noPreloadHint
              className="aspect-[2/3] h-auto w-full rounded-lg bg-navy-50 object-cover shadow-card"
            />
            <figcaption className="mt-3 text-sm leading-snug">
              <span className={`line-clamp-2 min-h-[2lh] font-semibold ${onDark ? 'text-white' : 'text-navy-900'}`}>{cover.title}</span>
              <span className={`mt-0.5 block truncate ${onDark ? 'text-navy-100' : 'text-muted'}`}>{cover.author}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
