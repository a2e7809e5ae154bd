import { blogPosts } from './blog';
import { privacyPolicy, termsAndConditions } from './legal';
import { pages } from './pages';
import { services } from './services';
import { bookMarketingThankYou, thankYou } from './thank-you';

export interface SiteRoute {
  /** Path as exported, with the trailing slash (see next.config.ts). */
  path: string;
  /** The <title> text before the brand template is applied. */
  title: string;
  /** True when the page opts out of the '%s | Brand' template. */
  absoluteTitle: boolean;
  /** False for thank-you pages: kept out of search engines and the sitemap. */
  indexable: boolean;
}

function route(path: string, title: string, options: Partial<Pick<SiteRoute, 'absoluteTitle' | 'indexable'>> = {}): SiteRoute {
  return { path, title, absoluteTitle: options.absoluteTitle ?? false, indexable: options.indexable ?? true };
}

/** Every page the export contains (the 404 page aside), for tests, the sitemap and link checks. */
export function listSiteRoutes(): SiteRoute[] {
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
    route(pages.lp.path, pages.lp.metaTitle),
    route(pages.bookMarketingOffer.path, pages.bookMarketingOffer.metaTitle),
    route('/book-marketing-offer/thank-you/', bookMarketingThankYou.metaTitle, { absoluteTitle: true, indexable: false }),
    route(pages.bookPublishingSolution.path, pages.bookPublishingSolution.metaTitle),
    route(pages.blogs.path, pages.blogs.metaTitle),
    ...blogPosts.map((post) => route(`/blogs/${post.slug}/`, post.title)),
  ];
}
