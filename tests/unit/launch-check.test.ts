// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { site } from '@/content/site';
import { sampleContent } from '@/content/samples';
import { findPlaceholders, formatPlaceholderWarning, type IdentityFields, launchReadyRequired, launchReport } from '@/lib/launch-check';
import nextConfig from '@/next.config';

const realIdentity: IdentityFields = {
  brand: 'Fairmont Lane Books',
  url: 'https://www.fairmontlanebooks.com',
  email: 'hello@fairmontlanebooks.com',
  phone: { display: '(646) 201-7788', e164: '+16462017788' },
  review: { url: 'https://www.trustpilot.com/review/fairmontlanebooks.com' },
  address: { street: '20 Jay Street, Suite 410' },
};

describe('launch guard', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('lists every placeholder identity value the defaults contain', () => {
    const variables = findPlaceholders(site).map((item) => item.variable);
    expect(variables).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_EMAIL',
      'NEXT_PUBLIC_PHONE_E164',
      'NEXT_PUBLIC_PHONE_DISPLAY',
      'NEXT_PUBLIC_REVIEW_URL',
      'NEXT_PUBLIC_BRAND_NAME',
      'NEXT_PUBLIC_ADDRESS_STREET',
    ]);
    const warning = formatPlaceholderWarning(findPlaceholders(site)) ?? '';
    for (const value of [site.url, site.email, site.phone.display, site.review.url]) expect(warning).toContain(value);
  });

  it('finds nothing in a real identity, and each placeholder on its own', () => {
    expect(findPlaceholders(realIdentity)).toEqual([]);
    const one = (patch: Partial<IdentityFields>) => findPlaceholders({ ...realIdentity, ...patch }).map((item) => item.variable);
    expect(one({ url: 'https://staging.example.org' })).toEqual(['NEXT_PUBLIC_SITE_URL']);
    expect(one({ email: 'team@example.com' })).toEqual(['NEXT_PUBLIC_EMAIL']);
    expect(one({ phone: { display: '(917) 555-0199', e164: '+19175550199' } })).toEqual(['NEXT_PUBLIC_PHONE_E164', 'NEXT_PUBLIC_PHONE_DISPLAY']);
    expect(one({ review: { url: 'https://reviews.example.com/x' } })).toEqual(['NEXT_PUBLIC_REVIEW_URL']);
    // A real 555 number outside the fictional 0100-0199 block is not a placeholder.
    expect(one({ phone: { display: '(212) 555-1234', e164: '+12125551234' } })).toEqual([]);
  });

  it('is ready only without placeholders and without sample content', () => {
    expect(launchReport([], [])).toEqual({ ready: true, warnings: [] });
    const withSamples = launchReport([], sampleContent);
    expect(withSamples.ready).toBe(sampleContent.length === 0);
    const withPlaceholders = launchReport(findPlaceholders(site), []);
    expect(withPlaceholders.ready).toBe(false);
    expect(withPlaceholders.warnings).toHaveLength(1);
    expect(launchReport(findPlaceholders(site), sampleContent).warnings).toHaveLength(sampleContent.length > 0 ? 2 : 1);
  });

  it('is required only when REQUIRE_LAUNCH_READY is set', () => {
    expect(launchReadyRequired({})).toBe(false);
    expect(launchReadyRequired({ REQUIRE_LAUNCH_READY: '' })).toBe(false);
    expect(launchReadyRequired({ REQUIRE_LAUNCH_READY: '0' })).toBe(false);
    expect(launchReadyRequired({ REQUIRE_LAUNCH_READY: '1' })).toBe(true);
    expect(launchReadyRequired({ REQUIRE_LAUNCH_READY: 'true' })).toBe(true);
  });

  it('makes next build warn by default and fail when launch-ready is required', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('LAUNCH_WARNINGS_PRINTED', '');
    expect(nextConfig(PHASE_PRODUCTION_BUILD)).toMatchObject({ output: 'export' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_SITE_URL'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Sample content'));

    vi.stubEnv('REQUIRE_LAUNCH_READY', '1');
    expect(() => nextConfig(PHASE_PRODUCTION_BUILD)).toThrow(/production build stops/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(site.email));
    // The development server is never blocked.
    expect(nextConfig(PHASE_DEVELOPMENT_SERVER)).toMatchObject({ output: 'export' });
  });
});
