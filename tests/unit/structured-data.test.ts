// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BreadcrumbList, Organization, Service as ServiceSchema, WithContext } from 'schema-dts';
import { breadcrumbJsonLd, organizationId, organizationJsonLd, serializeJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { createPageMetadata } from '@/lib/metadata';
import { services } from '@/content/services';
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
