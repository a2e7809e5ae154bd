import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { LandingBlock } from '@/components/campaigns/landing-block';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { MarqueeToggle } from '@/components/sections/marquee-toggle';
import { AuthorTestimonials } from '@/components/sections/author-testimonials/author-testimonials';
import { authorTestimonials, authorTestimonialsCopy, platformsStrip, publishingHero } from '../support/campaign-content';
import { stubIntersectionObserver } from '../support/intersection-observer';

/**
 * A control that cannot work before the page's scripts run is disabled in the server HTML (a tap
 * there would do nothing), and works once they have (issue 33): here, once the section's live leaf
 * has arrived (its code is not in the page's initial JavaScript) and replaced the static form.
 */
const controls: [string, ReactElement][] = [
  ['the rotating word pause', <LandingBlock key="r" block={publishingHero} />],
  ['the platform strip pause', <LandingBlock key="p" block={platformsStrip} />],
  ['the testimonial controls', <AuthorTestimonials key="t" testimonials={authorTestimonials} copy={authorTestimonialsCopy} />],
];

const buttonsOf = (root: ParentNode) => Array.from(root.querySelectorAll('button'));

describe('controls before the scripts run', () => {
  it.each(controls)('%s: disabled in the server HTML, enabled once the live leaf has arrived', async (_name, element) => {
    const page = <EnquiryModalProvider>{element}</EnquiryModalProvider>;
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    const before = buttonsOf(host);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((button) => button.disabled)).toBe(true);
    const { container } = render(page);
    await vi.waitFor(() => {
      const after = buttonsOf(container);
      expect(after).toHaveLength(before.length);
      expect(after.every((button) => !button.disabled)).toBe(true);
    });
  });

  it('a leaf below the first screen keeps its static form until it nears the viewport, and no control moves when it is replaced', async () => {
    const viewport = stubIntersectionObserver();
    const page = (
      <EnquiryModalProvider>
        <AuthorTestimonials testimonials={authorTestimonials} copy={authorTestimonialsCopy} />
      </EnquiryModalProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page);
    document.body.append(host);
    const staticHtml = host.innerHTML;
    await act(async () => {
      hydrateRoot(host, page);
    });
    // Hydrated, far from the viewport: still the static form, nothing requested.
    expect(host.innerHTML).toBe(staticHtml);
    expect(buttonsOf(host).every((button) => button.disabled)).toBe(true);
    viewport.report(1);
    await vi.waitFor(() => expect(buttonsOf(host).every((button) => !button.disabled)).toBe(true));
    // The same controls in the same order, with the same names.
    expect(buttonsOf(host).map((button) => button.textContent)).toEqual(
      Array.from(new DOMParser().parseFromString(staticHtml, 'text/html').querySelectorAll('button')).map((button) => button.textContent),
    );
    host.remove();
  });
});

describe('the CSS marquee before the scripts run', () => {
  it('keeps its pause button focusable, since focus inside the strip pauses it, and says it is not working yet', () => {
    const element = <MarqueeToggle pauseLabel="Pause" playLabel="Play" />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    const before = host.querySelector('button');
    expect(before?.disabled).toBe(false);
    expect(before?.getAttribute('aria-disabled')).toBe('true');
    const { container } = render(element);
    expect(container.querySelector('button')?.hasAttribute('aria-disabled')).toBe(false);
  });
});
