import { SiteLink } from '@/components/ui/site-link';
import { uiCopy } from '@/content/ui';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage, type ResponsiveImageSource } from '@/components/ui/responsive-image';
import { servicePath } from '@/lib/paths';

interface ServiceCardProps {
  slug: string;
  image: ResponsiveImageSource;
  title: string;
  /** The service's name for the link's accessible label; the title when not given. */
  name?: string;
  text: string;
  /** The card's rendered widths, for the image's `sizes`. */
  imageSizes: string;
  /**
   * The card's image is the largest thing in a phone's first screen (the first card of /services/):
   * loaded at once with high priority, without React's preload hint (see ResponsiveImage); the
   * build inlines its phone-sized file and preloads the wider ones in that page's HTML only
   * (scripts/export/lcp-image.ts).
   */
  firstScreen?: boolean;
  /** A hairline ring around the card, for cards on a white background. */
  ringed?: boolean;
}

/** One service as a card: illustration, title, text and a 'Learn More' link to its page. */
export function ServiceCard({ slug, image, title, name = title, text, imageSizes, firstScreen = false, ringed = false }: ServiceCardProps) {
  return (
    <li className={`flex flex-col overflow-hidden rounded-2xl bg-white shadow-card${ringed ? ' ring-1 ring-navy-100' : ''}`}>
      <ResponsiveImage image={image} alt="" sizes={imageSizes} priority={firstScreen} noPreloadHint={firstScreen} className="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">{title}</h3>
        <p className="mt-3 flex-1 text-muted">{text}</p>
        <SiteLink href={servicePath(slug)} className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-navy-800 hover:text-gold-700">
          {uiCopy.learnMore}
          <span className="sr-only">{uiCopy.learnMoreAbout(name)}</span>
          <Icon name="arrowRight" className="size-4" />
        </SiteLink>
      </div>
    </li>
  );
}
