import type { Article, BreadcrumbList, Organization, Service as ServiceSchema, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import type { Service } from '@/content/services';
import type { BlogPost } from '@/content/blog';
import { ogImages } from '@/content/media';
import { blogPostPath, paths, servicePath } from '@/lib/paths';
import { absoluteUrl } from '@/lib/urls';

/** Lets other nodes (a Service's provider) refer to the organization without repeating it. */
export const organizationId = absoluteUrl(`${paths.home}#organization`);

/** The company: name, address, phone and e-mail, on every page. */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl('/icon.svg'),
    telephone: site.phone.e164,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
  };
}

export function serviceJsonLd(service: Service): WithContext<ServiceSchema> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    serviceType: service.name,
    description: service.metaDescription,
    url: absoluteUrl(servicePath(service.slug)),
    areaServed: { '@type': 'Country', name: site.areaServed },
    provider: { '@id': organizationId },
  };
}

/** A blog post: headline, author (the editorial team, part of the organization) and its dates. */
export function articleJsonLd(post: BlogPost): WithContext<Article> {
  const url = absoluteUrl(blogPostPath(post.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.metaDescription,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(post.image?.src ?? ogImages.blog.src),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author, url: absoluteUrl(paths.about), parentOrganization: { '@id': organizationId } },
    publisher: { '@id': organizationId },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">. `<`, `>` and `&` are escaped as \u003c etc., so
 * a value containing `</script>` (or an HTML comment opener) cannot end the element early; the
 * escapes are still valid JSON, so the parsed data is unchanged. U+2028/2029 are escaped too.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
