import { navigation, resetNavigation } from './navigation-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerCopy } from '@/content/navigation';
import { heroFormAnchor } from '@/content/enquiry';
import { absoluteUrl } from '@/lib/urls';
import { takePendingConversion } from '@/lib/analytics';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import CampaignPage, { generateMetadata, generateStaticParams } from '@/app/(campaigns)/[...campaign]/page';
import sitemap from '@/app/sitemap';
import { childrensBooksPage, contentDirWith, springMemoirPage } from '../support/landing-page-fixtures';

// Adding a page is adding a file: the loader reads a content folder (CONTENT_DIR) holding the
// site's three campaign files and the two fixture files, with no code change; the form's routing
// comes from the page it is on.
beforeAll(() => {
  vi.stubEnv('CONTENT_DIR', contentDirWith(['childrens-books', 'spring-memoir-offer']));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function renderPath(...campaign: string[]) {
  const page = await CampaignPage({ params: Promise.resolve({ campaign }) });
  return render(<EnquiryModalProvider>{page}</EnquiryModalProvider>);
}

async function sendHeroForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"id":1}', { status: 201 })),
  );
  const user = userEvent.setup();
  const box = document.getElementById(heroFormAnchor) ?? document.body;
  // The page's form is the server's until the live form takes its place, right after hydration.
  const serverForm = box.querySelector('form');
  await waitFor(() => expect(box.querySelector('form')).not.toBe(serverForm));
  const form = within(box);
  await user.type(form.getByPlaceholderText('Enter Your Name'), 'Ada Author');
  await user.type(form.getByPlaceholderText('Enter Your Email'), 'ada@example.com');
  await user.type(form.getByPlaceholderText('Enter Your Phone Number'), '+1 (212) 555-0100');
  await user.type(form.getByPlaceholderText('Tell us about your book project'), 'A picture book about a lighthouse cat.');
  await user.click(form.getByRole('button', { name: 'Submit' }));
}

describe('a fourth campaign added as one file', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('is exported with its own thank-you page, as static params', () => {
    expect(generateStaticParams()).toEqual(
      expect.arrayContaining([{ campaign: ['childrens-books'] }, { campaign: ['childrens-books', 'thank-you'] }, { campaign: ['spring-memoir-offer'] }]),
    );
  });

  it('renders with the landing chrome it asked for: no site navigation, its blocks in order', async () => {
    resetNavigation(childrensBooksPage.path);
    await renderPath('childrens-books');
    expect(screen.queryByRole('navigation', { name: headerCopy.mainNavLabel })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe((childrensBooksPage.blocks[0] as { title: string }).title);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toContain('Art That Carries the Story');
  });

  it('renders with the site chrome it asked for', async () => {
    resetNavigation(springMemoirPage.path);
    await renderPath('spring-memoir-offer');
    expect(screen.getByRole('navigation', { name: headerCopy.mainNavLabel })).toBeTruthy();
  });

  it('its form lands on its own thank-you route and counts under its own conversion label', async () => {
    resetNavigation(childrensBooksPage.path);
    await renderPath('childrens-books');
    await sendHeroForm();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/childrens-books/thank-you/'));
    expect(takePendingConversion()).toEqual({ label: 'kids-picture-books' });
  });

  it('a page that names a site thank-you route lands there', async () => {
    resetNavigation(springMemoirPage.path);
    await renderPath('spring-memoir-offer');
    await sendHeroForm();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/thankyou/'));
  });

  it('its thank-you page is rendered from the entry, in its chrome, and kept out of search', async () => {
    resetNavigation('/childrens-books/thank-you/');
    await renderPath('childrens-books', 'thank-you');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You!');
    expect(screen.queryByRole('navigation', { name: headerCopy.mainNavLabel })).toBeNull();
    const metadata = await generateMetadata({ params: Promise.resolve({ campaign: ['childrens-books', 'thank-you'] }) });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('is in or out of the sitemap, and indexable or not, as declared', async () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toContain(absoluteUrl('/childrens-books/'));
    expect(urls).not.toContain(absoluteUrl('/childrens-books/thank-you/'));
    expect(urls).not.toContain(absoluteUrl('/spring-memoir-offer/'));
    expect(urls).not.toContain(absoluteUrl('/lp/'));
    expect(urls).toContain(absoluteUrl('/book-marketing-offer/'));
    expect(urls).toContain(absoluteUrl('/book-publishing-solution/'));
    const indexed = await generateMetadata({ params: Promise.resolve({ campaign: ['childrens-books'] }) });
    const hidden = await generateMetadata({ params: Promise.resolve({ campaign: ['spring-memoir-offer'] }) });
    expect(indexed.robots).toBeUndefined();
    expect(indexed.alternates?.canonical).toBe('/childrens-books/');
    expect(hidden.robots).toEqual({ index: false, follow: true });
  });
});
