import { blogPosts } from './blog';
import { privacyPolicy, termsAndConditions } from './legal';
import { pages } from './pages';
import { services } from './services';
import { landingPages } from './campaigns';
import { thankYou } from './thank-you';

export interface SiteRoute {
  /** Path as exported, with the trailing slash (see next.config.ts). */
  path: string;
  /** The <title> text before the brand template is applied. */
  title: string;
  /** True when the page opts out of the '%s | Brand' template. */
  absoluteTitle: boolean;
  /** False for thank-you pages and paid-only landing pages: kept out of search engines and the sitemap. */
  indexable: boolean;
}

function route(path: string, title: string, options: Partial<Pick<SiteRoute, 'absoluteTitle' | 'indexable'>> = {}): SiteRoute {
  return { path, title, absoluteTitle: options.absoluteTitle ?? false, indexable: options.indexable ?? true };
}

/** The site's thank-you pages that any landing page may land on (a landing page may also have its own). */
export const sharedThankYouPaths = ['/thank-you/', '/thankyou/'] as const;

/** Paths below these belong to a site route with a parameter (services, blog posts), now or later. */
export const reservedPathPrefixes = ['/services/', '/blogs/'] as const;

/** Every page the export contains (the 404 page aside), for tests, the sitemap and link checks. */
export function listSiteRoutes(): SiteRoute[] {
  return [...listFixedRoutes(), ...listLandingRoutes()];
}

/** The landing pages of the registry (content/campaigns/), and the thank-you pages they bring. */
export function listLandingRoutes(): SiteRoute[] {
  return landingPages.flatMap((entry) => [
    route(entry.path, entry.metadata.title, { indexable: entry.indexable }),
    ...(entry.thankYou.copy
      ? [route(entry.thankYou.path, entry.thankYou.copy.metaTitle, { absoluteTitle: entry.thankYou.copy.absoluteTitle ?? false, indexable: false })]
      : []),
  ]);
}

/** The site's own routes, every page that is not a registry entry. */
export function listFixedRoutes(): SiteRoute[] {
  return [
    route(pages.home.path, pages.home.metaTitle),
    route(pages.about.path, pages.about.metaTitle),
    route(pages.services.path, pages.services.metaTitle),
    ...services.map((service) => route(`/services/${service.slug}/`, service.metaTitle)),
    route(pages.portfolio.path, pages.portfolio.metaTitle),
    route(pages.contact.path, pages.contact.metaTitle),
    route('/thank-you/', thankYou.metaTitle, { indexable: false }),
    route('/thankyou/', thankYou.metaTitle, { indexable: false }),
    route('/term-conditions/', termsAndConditions.title),
    route('/privacy-policy/', privacyPolicy.title),
    route(pages.blogs.path, pages.blogs.metaTitle),
    ...blogPosts.map((post) => route(`/blogs/${post.slug}/`, post.title)),
  ];
}
