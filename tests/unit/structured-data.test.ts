// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Article, BreadcrumbList, Organization, Service as ServiceSchema, WithContext } from 'schema-dts';
import { articleJsonLd, breadcrumbJsonLd, organizationId, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { createPageMetadata } from '@/lib/metadata';
import { services } from '@/content/services';
import { loadBlogPosts } from '@/content/blog';
import { site } from '@/content/site';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';

describe('JSON-LD', () => {
  it('describes the organization with address, phone and e-mail', () => {
    const organization = organizationJsonLd();
    expectTypeOf(organization).toEqualTypeOf<WithContext<Organization>>();
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.brand,
      telephone: site.phone.e164,
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
    });
  });

  it('describes each service, provided by the organization', () => {
    for (const service of services) {
      const data = serviceJsonLd(service);
      expectTypeOf(data).toEqualTypeOf<WithContext<ServiceSchema>>();
      expect(data).toMatchObject({ '@type': 'Service', name: service.name, url: `${site.url}/services/${service.slug}/` });
      expect(data.provider).toEqual({ '@id': organizationId });
      expect(organizationJsonLd()).toHaveProperty('@id', organizationId);
    }
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services/' },
    ]);
    expectTypeOf(data).toEqualTypeOf<WithContext<BreadcrumbList>>();
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${site.url}/services/` },
    ]);
  });

  it('cannot be broken out of its <script> element, and still parses to the same data', () => {
    const hostile = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

describe('page metadata, sitemap and robots', () => {
  it('gives every page a canonical path, social cards with an image, and noindex when asked', () => {
    const metadata = createPageMetadata({ title: 'Ghostwriting', description: 'd', path: '/services/ghostwriting/', pageType: 'service' });
    expect(metadata.alternates?.canonical).toBe('/services/ghostwriting/');
    expect(JSON.stringify(metadata.openGraph)).toContain('/images/og/service.jpg');
    expect(JSON.stringify(metadata.twitter)).toContain('summary_large_image');
    expect(metadata.robots).toBeUndefined();
    expect(createPageMetadata({ title: 't', description: 'd', path: '/thank-you/', noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it('lists every indexable route in the sitemap and no thank-you page', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toContain(`${site.url}/`);
    expect(urls).toContain(`${site.url}/services/fiction-writing/`);
    expect(urls.filter((url) => url.includes('/services/') && !url.endsWith('/services/'))).toHaveLength(24);
    expect(urls.some((url) => /thank-?you/.test(url))).toBe(false);
    expect(urls.every((url) => url.endsWith('/'))).toBe(true);
    expect(robots().sitemap).toBe(`${site.url}/sitemap.xml`);
  });
});

describe('blog posts', () => {
  it('describe each post as an Article with headline, author and both dates', () => {
    const blogPosts = loadBlogPosts();
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const post of blogPosts) {
      const data = articleJsonLd(post);
      expectTypeOf(data).toEqualTypeOf<WithContext<Article>>();
      expect(data).toMatchObject({
        '@type': 'Article',
        headline: post.title,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { '@type': 'Organization', name: post.author },
        publisher: { '@id': organizationId },
        url: `${site.url}/blogs/${post.slug}/`,
      });
      expect(post.updatedAt >= post.publishedAt, post.slug).toBe(true);
      expect(post.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('share as articles with their dates and author, other pages as websites', () => {
    const article = { publishedAt: '2025-02-11', updatedAt: '2025-03-01', author: 'Editorial Team' };
    expect(createPageMetadata({ title: 't', description: 'd', path: '/blogs/x/', article }).openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2025-02-11',
      modifiedTime: '2025-03-01',
      authors: ['Editorial Team'],
    });
    expect(createPageMetadata({ title: 't', description: 'd', path: '/about/' }).openGraph).toMatchObject({ type: 'website' });
  });
});
