import type { MetadataRoute } from 'next';
import { listSiteRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/urls';

// Written once at build time into out/sitemap.xml (static export).
export const dynamic = 'force-static';

/** Every indexable page; thank-you pages and the 404 page are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listSiteRoutes()
    .filter((route) => route.indexable)
    .map((route) => ({ url: absoluteUrl(route.path) }));
}
