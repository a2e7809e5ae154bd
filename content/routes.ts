import { aboutPage } from './about';
import { BLOG_DIR, loadBlogPosts } from './blog';
import { privacyPolicy, termsAndConditions } from './legal';
import { pages } from './pages';
import { services } from './services';
import { loadLandingPages } from './campaigns';
import { thankYou } from './thank-you';
import { blogPostPath, paths, servicePath } from '../lib/paths';

export interface SiteRoute {
  /** Path as exported, with the trailing slash (see next.config.ts). */
  path: string;
  /** The <title> text before the brand template is applied. */
  title: string;
  /** The meta description. */
  description: string;
  /** True when the page opts out of the '%s | Brand' template. */
  absoluteTitle: boolean;
  /** False for thank-you pages and paid-only landing pages: kept out of search engines and the sitemap. */
  indexable: boolean;
}

function route(path: string, title: string, description: string, options: Partial<Pick<SiteRoute, 'absoluteTitle' | 'indexable'>> = {}): SiteRoute {
  return { path, title, description, absoluteTitle: options.absoluteTitle ?? false, indexable: options.indexable ?? true };
}

/** The site's thank-you pages that any landing page may land on (a landing page may also have its own). */
export const sharedThankYouPaths = [paths.thankYou, paths.thankYouAlternate] as const;

/** Paths below these belong to a site route with a parameter (services, blog posts), now or later. */
export const reservedPathPrefixes = [paths.services, paths.blogs] as const;

/** Every page the export contains (the 404 page aside), for tests, the sitemap and link checks. */
export function listSiteRoutes(): SiteRoute[] {
  return [...listFixedRoutes(), ...listLandingRoutes()];
}

/** The campaign landing pages (content/campaigns/*.yaml), and the thank-you pages they bring. */
export function listLandingRoutes(): SiteRoute[] {
  return loadLandingPages().flatMap((entry) => [
    route(entry.path, entry.metadata.title, entry.metadata.description, { indexable: entry.indexable }),
    ...(entry.thankYou.copy
      ? [
          route(entry.thankYou.path, entry.thankYou.copy.metaTitle, entry.thankYou.copy.metaDescription, {
            absoluteTitle: entry.thankYou.copy.absoluteTitle ?? false,
            indexable: false,
          }),
        ]
      : []),
  ]);
}

/** The site's own routes, every page that is not a registry entry. */
export function listFixedRoutes(): SiteRoute[] {
  return [
    route(pages.home.path, pages.home.metaTitle, pages.home.metaDescription),
    route(pages.about.path, pages.about.metaTitle, aboutPage.metaDescription),
    route(pages.services.path, pages.services.metaTitle, pages.services.metaDescription),
    ...services.map((service) => route(servicePath(service.slug), service.metaTitle, service.metaDescription)),
    route(pages.portfolio.path, pages.portfolio.metaTitle, pages.portfolio.metaDescription),
    route(pages.contact.path, pages.contact.metaTitle, pages.contact.metaDescription),
    route(paths.thankYou, thankYou.metaTitle, thankYou.metaDescription, { indexable: false }),
    route(paths.thankYouAlternate, thankYou.metaTitle, thankYou.metaDescription, { indexable: false }),
    route(paths.termsAndConditions, termsAndConditions.title, termsAndConditions.metaDescription),
    route(paths.privacyPolicy, privacyPolicy.title, privacyPolicy.metaDescription),
    route(pages.blogs.path, pages.blogs.metaTitle, pages.blogs.metaDescription),
    ...listBlogRoutes(),
  ];
}

/** The blog's posts, one file each in `dir` (content/blog/ unless a test names another). */
export function listBlogRoutes(dir = BLOG_DIR): SiteRoute[] {
  return loadBlogPosts(dir).map((post) => route(blogPostPath(post.slug), post.metaTitle, post.metaDescription));
}
