import type { MetadataRoute } from 'next';
import { paths } from '@/lib/paths';
import { absoluteUrl } from '@/lib/urls';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(paths.sitemap),
  };
}
