import { resetNavigation } from './navigation-mock';
import { stubMatchMedia } from '../support/match-media';
import { stubIntersectionObserver } from '../support/intersection-observer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RotatingHeadline } from '@/components/sections/rotating-headline';
import { AuthorTestimonials } from '@/components/sections/author-testimonials/author-testimonials';
import { PlatformsStrip } from '@/components/sections/platforms-strip';
import { SmoothScroll } from '@/components/sections/motion/smooth-scroll';
import { LiveChat } from '@/components/live-chat/live-chat';
import { isIncomingChatMessage, isTrustedChatOrigin, shouldOpenChat } from '@/components/live-chat/chat-origin';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
// Loaded up front, so the provider's import() of it settles within the fake timers' flushes.
import '@/components/enquiry/enquiry-modal';
import { GetStartedButton } from '@/components/enquiry/get-started-button';
import {
  authorTestimonials,
  authorTestimonialsCopy,
  platformsStrip,
  publishingFaq,
  publishingHero,
  publishingPackages,
  publishingSampleNotice as sampleNotice,
  bookPublishingSolutionPage,
} from '../support/campaign-content';
import { authorPortraits, platformLogos } from '@/content/media';
import { sampleContent } from '@/content/samples';
import { site } from '@/content/site';
import { generateMetadata } from '@/app/(campaigns)/[...campaign]/page';
import { LandingPageView } from '@/components/campaigns/landing-page-view';

// ---------------------------------------------------------------------------------------------
// Mocks: the chat widget records every render's props; Lenis records its options and lifecycle.

const widget = vi.hoisted(() => ({ renders: [] as Record<string, unknown>[] }));

vi.mock('@livechat/widget-react', () => ({
  LiveChatWidget: (props: Record<string, unknown>) => {
    widget.renders.push(props);
    return null;
  },
}));

// A glide lasts until the test ends it (sets `gliding` to false); `frames` holds the time of every frame Lenis was given.
const lenis = vi.hoisted(() => ({
  instances: [] as {
    options: Record<string, unknown>;
    destroyed: boolean;
    stopped: boolean;
    scrolledTo: unknown[];
    frames: number[];
    /** What the instance's `time` was at each frame, before the frame. */
    timesSeen: number[];
    gliding: boolean;
    virtualScroll: (() => void)[];
  }[],
}));

vi.mock('lenis', () => ({
  default: class FakeLenis {
    record: (typeof lenis.instances)[number];
    time = 0;
    constructor(options: Record<string, unknown>) {
      this.record = { options, destroyed: false, stopped: false, scrolledTo: [], frames: [], timesSeen: [], gliding: false, virtualScroll: [] };
      lenis.instances.push(this.record);
      document.documentElement.classList.add('lenis');
    }
    get isScrolling() {
      return this.record.gliding ? 'smooth' : false;
    }
    on(event: string, callback: () => void) {
      if (event === 'virtual-scroll') this.record.virtualScroll.push(callback);
      return () => {};
    }
    get isStopped() {
      return this.record.stopped;
    }
    raf(time: number) {
      this.record.timesSeen.push(this.time);
      this.record.frames.push(time);
      this.time = time;
    }
    destroy() {
      this.record.destroyed = true;
      document.documentElement.classList.remove('lenis');
    }
    stop() {
      this.record.stopped = true;
      this.record.gliding = false;
      document.documentElement.classList.add('lenis-stopped');
    }
    start() {
      this.record.stopped = false;
      document.documentElement.classList.remove('lenis-stopped');
    }
    scrollTo(target: unknown) {
      this.record.scrolledTo.push(target);
      this.record.gliding = true;
    }
  },
}));

// Warm the module cache, so the components' dynamic imports resolve within a few microtasks.
await import('@livechat/widget-react');
await import('lenis');
await import('@/components/sections/author-testimonials/testimonial-rotator');
// The FAQ's accordion, which the last test reads: imported after hydration (faq-accordion-shell.tsx). Cold,
// its first import can take longer than flushImports waits on a loaded machine (it did in a CI run).
await import('@/components/sections/faq-accordion');

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending dynamic imports settle and React render their results. */
async function flushImports() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  resetNavigation('/book-publishing-solution/');
  widget.renders.length = 0;
  lenis.instances.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.className = '';
});

// ---------------------------------------------------------------------------------------------

describe('content of the publishing landing page', () => {
  it('has 3 hero words, 12 logos, 3 packages without prices, 5 sample testimonials and 6 FAQ items', () => {
    expect(publishingHero.words).toHaveLength(3);
    expect(platformsStrip.logos).toHaveLength(12);
    expect(publishingPackages.packages.map((p) => p.name)).toEqual(['Ignite', 'Rise', 'Legacy']);
    expect(JSON.stringify(publishingPackages)).not.toMatch(/\$\s?\d|\bUSD\b|price:/i);
    expect(authorTestimonials).toHaveLength(5);
    expect(authorTestimonials.map((t) => t.designation)).toEqual(['', '', '', '', '']);
    expect(authorTestimonials.map((t) => t.portrait)).toEqual([...authorPortraits]);
    for (const testimonial of authorTestimonials) expect(testimonial.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    expect(publishingFaq.items).toHaveLength(6);
    expect(sampleContent).toContainEqual(sampleNotice);
  });
});

describe('hero rotating word', () => {
  const words = publishingHero.words;

  function renderHeadline() {
    return render(
      <RotatingHeadline
        words={words}
        staticText={publishingHero.staticText}
        label={publishingHero.headingLabel}
        pauseLabel={publishingHero.pauseRotation}
        playLabel={publishingHero.playRotation}
      />,
    );
  }

  it('changes every 5000 ms through the 3 words and wraps, while the heading keeps one stable accessible name and nothing is live', async () => {
    renderHeadline();
    const heading = screen.getByRole('heading', { level: 1, name: publishingHero.headingLabel });
    const live = heading.querySelector('[data-rotating-word]');
    expect(live).toHaveTextContent(words[0]);
    expect(live).not.toHaveTextContent(publishingHero.staticText);
    // Moving text is not a live region, and the moving part is hidden from assistive technology.
    expect(document.querySelector('[aria-live]')).toBeNull();
    expect(live?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(live?.closest('[aria-hidden="true"]')).toHaveTextContent(`${words[0]} ${publishingHero.staticText}`);

    await advance(4999);
    expect(live).toHaveTextContent(words[0]);
    await advance(1);
    expect(live).toHaveTextContent(words[1]);
    await advance(5000);
    expect(live).toHaveTextContent(words[2]);
    await advance(5000);
    expect(live).toHaveTextContent(words[0]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(publishingHero.headingLabel);
    expect(document.querySelector('[aria-live]')).toBeNull();
  });

  it('keeps rotating under reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    renderHeadline();
    await advance(5000);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[data-rotating-word]')).toHaveTextContent(words[1]);
  });

  it('stops and restarts with its button, and clears its interval on unmount', async () => {
    const { unmount } = renderHeadline();
    const live = screen.getByRole('heading', { level: 1 }).querySelector('[data-rotating-word]');
    fireEvent.click(screen.getByRole('button', { name: publishingHero.pauseRotation }));
    await advance(15000);
    expect(live).toHaveTextContent(words[0]);
    fireEvent.click(screen.getByRole('button', { name: publishingHero.playRotation }));
    await advance(5000);
    expect(live).toHaveTextContent(words[1]);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('author testimonials carousel', () => {
  const copy = authorTestimonialsCopy;

  /** Renders the section and lets the rotator's code arrive (without IntersectionObserver it counts as near at once). */
  async function renderCarousel() {
    render(<AuthorTestimonials testimonials={authorTestimonials} copy={copy} />);
    await flushImports();
    const region = screen.getByRole('region', { name: copy.heading });
    expect(within(region).getByRole('button', { name: copy.next })).toBeEnabled();
    return {
      region,
      active: () => within(region).getByRole('group'),
      live: () => region.querySelector('[aria-live="polite"]'),
    };
  }

  it('follows the carousel pattern and autoplays every 5000 ms, wrapping after the fifth', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { region, active, live } = await renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(active()).toHaveAttribute('aria-roledescription', 'slide');
    expect(active()).toHaveAccessibleName('1 of 5');
    expect(active()).toHaveTextContent(authorTestimonials[0]?.quote ?? '');
    expect(active()).toHaveTextContent(authorTestimonials[0]?.name ?? '');

    await advance(4999);
    expect(active()).toHaveAccessibleName('1 of 5');
    await advance(1);
    expect(active()).toHaveAccessibleName('2 of 5');
    for (const expected of [3, 4, 5, 1]) {
      await advance(5000);
      expect(active()).toHaveAccessibleName(`${expected} of 5`);
    }
    // Autoplay never writes to the live region.
    expect(live()).toHaveTextContent('');
  });

  it('wraps both ways with the labelled Previous and Next buttons and announces the new slide', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { region, active, live } = await renderCarousel();
    fireEvent.click(within(region).getByRole('button', { name: copy.previous }));
    expect(active()).toHaveAccessibleName('5 of 5');
    expect(live()).toHaveTextContent(`Testimonial 5 of 5, from ${authorTestimonials[4]?.name ?? ''}`);
    fireEvent.click(within(region).getByRole('button', { name: copy.next }));
    expect(active()).toHaveAccessibleName('1 of 5');
    fireEvent.click(within(region).getByRole('button', { name: copy.next }));
    expect(active()).toHaveAccessibleName('2 of 5');
    expect(live()).toHaveTextContent(`Testimonial 2 of 5, from ${authorTestimonials[1]?.name ?? ''}`);
    for (const name of [copy.previous, copy.next]) {
      expect(within(region).getByRole('button', { name })).toHaveAttribute('aria-controls');
    }
  });

  it('pauses while hovered and while focus is inside, and resumes afterwards', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { region, active } = await renderCarousel();
    fireEvent.mouseEnter(region);
    await advance(12000);
    expect(active()).toHaveAccessibleName('1 of 5');
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    fireEvent.mouseLeave(region);
    await advance(5000);
    expect(active()).toHaveAccessibleName('2 of 5');

    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => within(region).getByRole('button', { name: copy.next }).focus());
    await advance(12000);
    expect(active()).toHaveAccessibleName('2 of 5');
    act(() => outside.focus());
    await advance(5000);
    expect(active()).toHaveAccessibleName('3 of 5');
    outside.remove();
  });

  it('stops with the Pause button and starts again with Play', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { region, active } = await renderCarousel();
    // The rotation control comes first (WAI-ARIA carousel pattern).
    expect(within(region).getAllByRole('button')[0]).toHaveAccessibleName(copy.pause);
    fireEvent.click(within(region).getByRole('button', { name: copy.pause }));
    await advance(20000);
    expect(active()).toHaveAccessibleName('1 of 5');
    fireEvent.click(within(region).getByRole('button', { name: copy.play }));
    await advance(5000);
    expect(active()).toHaveAccessibleName('2 of 5');
  });

  it('does not autoplay under reduced motion (Play still starts it on request)', async () => {
    stubMatchMedia({ reducedMotion: true });
    const { region, active } = await renderCarousel();
    expect(region).toHaveAttribute('data-autoplay', 'stopped');
    expect(within(region).getByRole('button', { name: copy.play })).toBeInTheDocument();
    await advance(20000);
    expect(active()).toHaveAccessibleName('1 of 5');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('platforms strip', () => {
  function renderStrip() {
    render(<PlatformsStrip logos={platformLogos} regionLabel={platformsStrip.regionLabel} pauseLabel={platformsStrip.pause} playLabel={platformsStrip.play} />);
    const region = screen.getByRole('region', { name: platformsStrip.regionLabel });
    const track = region.querySelector<HTMLElement>('[data-strip-track]');
    const strip = region.parentElement;
    if (!track || !strip) throw new Error('strip markup changed');
    return { region, track, strip };
  }

  it('shows the 12 logos once to assistive technology, with an aria-hidden copy for the loop', () => {
    stubMatchMedia({ reducedMotion: false });
    const { region } = renderStrip();
    expect(within(region).getAllByRole('img')).toHaveLength(12);
    expect(
      within(region)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(platformLogos.map((logo) => logo.name));
    const lists = region.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
  });

  it('moves 1 px every 20 ms and wraps seamlessly at the width of one list', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { region, track } = renderStrip();
    expect(track.style.transform).toBe('');
    await advance(20);
    expect(track.style.transform).toBe('translateX(-1px)');
    await advance(100);
    expect(track.style.transform).toBe('translateX(-6px)');

    const firstList = region.querySelector('ul');
    if (!firstList) throw new Error('no list');
    Object.defineProperty(firstList, 'offsetWidth', { configurable: true, value: 10 });
    await advance(80);
    expect(track.style.transform).toBe('translateX(-0px)');
    await advance(20);
    expect(track.style.transform).toBe('translateX(-1px)');
  });

  it('stops while hovered, while focused, and with its pause button', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { track, strip } = renderStrip();
    await advance(40);
    expect(track.style.transform).toBe('translateX(-2px)');

    fireEvent.mouseEnter(strip);
    await advance(400);
    expect(track.style.transform).toBe('translateX(-2px)');
    fireEvent.mouseLeave(strip);
    await advance(20);
    expect(track.style.transform).toBe('translateX(-3px)');

    const pause = screen.getByRole('button', { name: platformsStrip.pause });
    act(() => pause.focus());
    await advance(400);
    expect(track.style.transform).toBe('translateX(-3px)');
    act(() => pause.blur());
    await advance(20);
    expect(track.style.transform).toBe('translateX(-4px)');

    fireEvent.click(pause);
    await advance(400);
    expect(track.style.transform).toBe('translateX(-4px)');
    fireEvent.click(screen.getByRole('button', { name: platformsStrip.play }));
    await advance(20);
    expect(track.style.transform).toBe('translateX(-5px)');
  });

  it('waits where it is while off screen, and goes on from there when it comes back', async () => {
    stubMatchMedia({ reducedMotion: false });
    const viewport = stubIntersectionObserver();
    const { track, strip } = renderStrip();
    // Before the first report it is taken to be off screen: nothing moves.
    await advance(200);
    expect(track.style.transform).toBe('');
    expect(strip).toHaveAttribute('data-strip', 'paused');
    viewport.report(1);
    await advance(40);
    expect(track.style.transform).toBe('translateX(-2px)');
    viewport.report(0);
    await advance(1000);
    expect(track.style.transform).toBe('translateX(-2px)');
    expect(vi.getTimerCount()).toBe(0);
    viewport.report(0.1);
    await advance(20);
    expect(track.style.transform).toBe('translateX(-3px)');
    expect(strip).toHaveAttribute('data-strip', 'running');
  });

  it('stands still under reduced motion', async () => {
    stubMatchMedia({ reducedMotion: true });
    const { track } = renderStrip();
    await advance(1000);
    expect(track.style.transform).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('live chat', () => {
  const LICENSE = '12345678';
  const lastProps = () => widget.renders[widget.renders.length - 1];

  function post(data: unknown, origin: string) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    });
  }

  it('with no license renders nothing, loads nothing, installs no listener and never throws', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const { container } = render(<LiveChat license="" />);
    await advance(10000);
    await flushImports();
    post({ type: 'incoming_message' }, window.location.origin);
    await flushImports();
    expect(container).toBeEmptyDOMElement();
    expect(widget.renders).toHaveLength(0);
    expect(addListener.mock.calls.filter(([type]) => type === 'message')).toHaveLength(0);
  });

  const chatButton = () => screen.getByRole('button', { name: 'Chat with us' });
  const setGpc = (value: boolean | undefined) => Object.defineProperty(window.navigator, 'globalPrivacyControl', { value, configurable: true });
  const landedAt = () => window.history.replaceState(null, '', '/book-publishing-solution/?utm_source=google&utm_campaign=memoir&gclid=abc&email=jane%40doe.com#faq');

  afterEach(() => {
    setGpc(undefined);
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('loads nothing until the visitor presses "Chat with us", then opens it with the page address cleaned', async () => {
    landedAt();
    // An enquiry sent from this tab's form must not be handed on (what the old hand-off stored).
    window.sessionStorage.setItem('enquiry:chat-customer', JSON.stringify({ name: 'Jordan Ellis', email: 'jordan@example.com' }));
    render(<LiveChat license={LICENSE} />);
    await advance(10000);
    await flushImports();
    expect(widget.renders).toHaveLength(0);

    const button = chatButton();
    expect(button).toBeVisible();
    button.focus();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    await flushImports();
    const props = lastProps();
    expect(props).toMatchObject({
      license: LICENSE,
      visibility: 'maximized',
      sessionVariables: { page_url: `${window.location.origin}/book-publishing-solution/?utm_source=google&utm_campaign=memoir`, page_title: document.title },
    });
    expect(JSON.stringify(props)).not.toMatch(/gclid|jane|Jordan|jordan@/);
    expect(props).not.toHaveProperty('customerName');
    expect(props).not.toHaveProperty('customerEmail');
    // The widget's own launcher takes over from the button.
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('under Global Privacy Control tells the chat nothing about the page', async () => {
    landedAt();
    setGpc(true);
    render(<LiveChat license={LICENSE} />);
    await advance(10000);
    await flushImports();
    expect(widget.renders).toHaveLength(0);
    fireEvent.click(chatButton());
    await flushImports();
    expect(lastProps()?.sessionVariables).toEqual({});
  });

  it('opens maximized on incoming_message from an allowed origin only', async () => {
    render(<LiveChat license={LICENSE} />);
    await advance(10000);
    await flushImports();

    post({ type: 'incoming_message' }, 'https://evil.example');
    post({ type: 'incoming_message' }, 'https://livechatinc.com.evil.example');
    post({ type: 'incoming_message' }, 'http://secure.livechatinc.com');
    post({ type: 'something_else' }, 'https://secure.livechatinc.com');
    post('incoming_message', window.location.origin);
    await flushImports();
    expect(widget.renders).toHaveLength(0);

    post({ type: 'incoming_message' }, 'https://secure.livechatinc.com');
    await flushImports();
    expect(lastProps()).toMatchObject({ license: LICENSE, visibility: 'maximized' });

    // The visitor minimizes it; the widget reports that; the next message maximizes it again.
    const onVisibilityChanged = lastProps()?.onVisibilityChanged as (data: { visibility: string }) => void;
    act(() => onVisibilityChanged({ visibility: 'minimized' }));
    expect(lastProps()?.visibility).toBe('minimized');
    post({ type: 'incoming_message' }, window.location.origin);
    expect(lastProps()?.visibility).toBe('maximized');
  });

  it('removes its listener on unmount', async () => {
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<LiveChat license={LICENSE} />);
    unmount();
    expect(removeListener.mock.calls.some(([type]) => type === 'message')).toBe(true);
  });

  it('origin and payload rules', () => {
    const own = 'https://www.example.com';
    expect(isTrustedChatOrigin(own, own)).toBe(true);
    expect(isTrustedChatOrigin('https://secure.livechatinc.com', own)).toBe(true);
    expect(isTrustedChatOrigin('https://cdn.livechatinc.com', own)).toBe(true);
    expect(isTrustedChatOrigin('https://livechatinc.com', own)).toBe(true);
    for (const origin of [
      'http://secure.livechatinc.com',
      'https://secure.livechatinc.com:8443',
      'https://livechatinc.com.evil.example',
      'https://evillivechatinc.com',
      'https://www.example.org',
      'null',
      '',
    ]) {
      expect(isTrustedChatOrigin(origin, own), origin).toBe(false);
    }
    expect(isIncomingChatMessage({ type: 'incoming_message' })).toBe(true);
    expect(isIncomingChatMessage({ type: 'incoming_message ' })).toBe(false);
    expect(isIncomingChatMessage(null)).toBe(false);
    expect(shouldOpenChat({ data: { type: 'incoming_message' }, origin: own }, own)).toBe(true);
  });
});

describe('smooth scroll (Lenis)', () => {
  // A mouse or trackpad is present (the desktop case); the last test has none (a phone).
  const WHEEL = '(any-pointer: fine)';

  function Harness({ children }: { children?: ReactNode }) {
    return (
      <EnquiryModalProvider>
        <main>
          <a href="#target">Jump</a>
          <GetStartedButton />
          <section id="target">Target</section>
          <SmoothScroll />
          {children}
        </main>
      </EnquiryModalProvider>
    );
  }

  it('creates one instance with lerp 0.1 and duration 1.5 after mount, and destroys it and its classes on unmount', async () => {
    stubMatchMedia({ reducedMotion: false, matching: [WHEEL] });
    const { unmount } = render(<Harness />);
    await flushImports();
    expect(lenis.instances).toHaveLength(1);
    expect(lenis.instances[0]?.options).toMatchObject({ lerp: 0.1, duration: 1.5 });
    expect(document.documentElement).toHaveClass('lenis');
    expect(document.documentElement).toHaveAttribute('data-smooth-scroll');
    unmount();
    expect(lenis.instances[0]?.destroyed).toBe(true);
    expect(Array.from(document.documentElement.classList).filter((name) => name.startsWith('lenis'))).toEqual([]);
    expect(document.documentElement).not.toHaveAttribute('data-smooth-scroll');
  });

  it('is never created under reduced motion, and is destroyed when the preference switches on', async () => {
    const media = stubMatchMedia({ reducedMotion: true, matching: [WHEEL] });
    render(<Harness />);
    await flushImports();
    expect(lenis.instances).toHaveLength(0);
    expect(document.documentElement).not.toHaveClass('lenis');

    act(() => media.setReducedMotion(false));
    await flushImports();
    expect(lenis.instances).toHaveLength(1);
    act(() => media.setReducedMotion(true));
    expect(lenis.instances[0]?.destroyed).toBe(true);
    expect(document.documentElement).not.toHaveClass('lenis');
  });

  it('stops while the enquiry modal is open and handles in-page anchors itself', async () => {
    stubMatchMedia({ reducedMotion: false, matching: [WHEEL] });
    render(<Harness />);
    await flushImports();
    const instance = lenis.instances[0];
    // The popup is mounted once the browser is idle (components/enquiry/enquiry-modal-provider.tsx).
    await advance(2_000);
    await flushImports();

    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('dialog').closest('[data-lenis-prevent]')).not.toBeNull();
    // Smooth scrolling stops (and starts again) once the popup's frame has been drawn: a frame's time.
    await advance(50);
    expect(instance?.stopped).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(50);
    expect(instance?.stopped).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    expect(instance?.scrolledTo).toEqual([document.getElementById('target')]);
    expect(window.location.hash).toBe('#target');
    expect(document.getElementById('target')).toHaveFocus();
  });

  it('gives Lenis animation frames only while it glides, from an in-page link or a wheel turn', async () => {
    stubMatchMedia({ reducedMotion: false, matching: [WHEEL] });
    render(<Harness />);
    await flushImports();
    const instance = lenis.instances[0];
    if (!instance) throw new Error('no Lenis');
    expect(instance.options).toMatchObject({ autoRaf: false });
    await advance(1000);
    expect(instance.frames).toEqual([]);

    // An in-page link: every section is drawn for the glide, and Lenis gets a frame each frame.
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    expect(document.documentElement).toHaveAttribute('data-render-all-sections');
    await advance(200);
    const glideFrames = instance.frames.length;
    expect(glideFrames).toBeGreaterThan(5);
    // Its first frame starts from time 0, so Lenis does not count the idle second before it as glide time.
    expect(instance.timesSeen[0]).toBe(0);
    instance.gliding = false;
    await advance(200);
    // One more frame finds the glide over; then none, and the sections go back to being drawn near the viewport.
    expect(instance.frames.length).toBe(glideFrames + 1);
    expect(document.documentElement).not.toHaveAttribute('data-render-all-sections');

    // A wheel turn that Lenis turns into a glide (it calls its virtual-scroll listeners first).
    const framesBefore = instance.frames.length;
    act(() => {
      for (const listener of instance.virtualScroll) listener();
      instance.gliding = true;
    });
    await advance(100);
    expect(instance.frames.length).toBeGreaterThan(framesBefore + 3);
    expect(instance.timesSeen[framesBefore]).toBe(0);
    instance.gliding = false;
    await advance(100);
    const framesAfter = instance.frames.length;
    await advance(1000);
    expect(instance.frames.length).toBe(framesAfter);
  });

  it('without a mouse or trackpad keeps no instance, and makes one for an in-page glide that goes when the glide ends', async () => {
    stubMatchMedia({ reducedMotion: false });
    render(<Harness />);
    await flushImports();
    await advance(1000);
    // Lenis has arrived (in-page links will glide), but no instance waits.
    expect(document.documentElement).toHaveAttribute('data-smooth-scroll');
    expect(lenis.instances).toHaveLength(0);
    expect(document.documentElement).not.toHaveClass('lenis');

    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    const instance = lenis.instances[0];
    expect(instance?.scrolledTo).toEqual([document.getElementById('target')]);
    expect(instance?.options).toMatchObject({ lerp: 0.1, duration: 1.5 });
    expect(document.getElementById('target')).toHaveFocus();
    await advance(200);
    expect(instance?.frames.length).toBeGreaterThan(5);
    expect(instance?.destroyed).toBe(false);
    if (instance) instance.gliding = false;
    await advance(50);
    expect(instance?.destroyed).toBe(true);
    expect(document.documentElement).not.toHaveClass('lenis');
    expect(document.documentElement).not.toHaveAttribute('data-render-all-sections');

    // The next link makes a new one.
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    expect(lenis.instances).toHaveLength(2);
  });

  it("on a touch screen a second link mid-glide reuses the glide's instance", async () => {
    stubMatchMedia({ reducedMotion: false });
    render(<Harness />);
    await flushImports();
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    await advance(100);
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    expect(lenis.instances).toHaveLength(1);
    const instance = lenis.instances[0];
    expect(instance?.scrolledTo).toHaveLength(2);
    await advance(100);
    expect(instance?.destroyed).toBe(false);
    if (instance) instance.gliding = false;
    await advance(50);
    expect(instance?.destroyed).toBe(true);
  });

  it('on a touch screen a glide that the popup or leaving the page interrupts takes its instance with it', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { unmount } = render(<Harness />);
    await flushImports();
    // The popup is mounted once the browser is idle (components/enquiry/enquiry-modal-provider.tsx).
    await advance(2_000);
    await flushImports();

    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    await advance(100);
    const first = lenis.instances[0];
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    // Lenis is stopped once the popup's frame is drawn, which ends the glide and the instance.
    await advance(100);
    expect(first?.stopped).toBe(true);
    expect(first?.destroyed).toBe(true);
    expect(Array.from(document.documentElement.classList).filter((name) => name.startsWith('lenis'))).toEqual([]);
    expect(document.documentElement).not.toHaveAttribute('data-render-all-sections');
    // Closing the popup starts nothing again.
    fireEvent.keyDown(document, { key: 'Escape' });
    await advance(100);
    expect(lenis.instances).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    await advance(100);
    const second = lenis.instances[1];
    expect(second?.frames.length).toBeGreaterThan(3);
    unmount();
    expect(second?.destroyed).toBe(true);
    const framesAtUnmount = second?.frames.length;
    await advance(200);
    expect(second?.frames.length).toBe(framesAtUnmount);
    expect(document.documentElement).not.toHaveAttribute('data-render-all-sections');
    expect(document.documentElement).not.toHaveClass('lenis');
  });

  it('makes an instance when a mouse arrives, and drops it when the mouse goes: at once at rest, mid-glide once the glide ends', async () => {
    const media = stubMatchMedia({ reducedMotion: false });
    render(<Harness />);
    await flushImports();
    expect(lenis.instances).toHaveLength(0);

    act(() => media.setMatching(WHEEL, true));
    expect(lenis.instances).toHaveLength(1);
    const atRest = lenis.instances[0];
    act(() => media.setMatching(WHEEL, false));
    expect(atRest?.destroyed).toBe(true);
    expect(document.documentElement).not.toHaveClass('lenis');

    act(() => media.setMatching(WHEEL, true));
    const gliding = lenis.instances[1];
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    await advance(100);
    act(() => media.setMatching(WHEEL, false));
    // The glide goes on to its end.
    const framesThen = gliding?.frames.length ?? 0;
    await advance(100);
    expect(gliding?.destroyed).toBe(false);
    expect(gliding?.frames.length).toBeGreaterThan(framesThen);
    if (gliding) gliding.gliding = false;
    await advance(50);
    expect(gliding?.destroyed).toBe(true);
    expect(lenis.instances).toHaveLength(2);

    // A mouse that comes back mid-glide keeps the glide's instance for good.
    fireEvent.click(screen.getByRole('link', { name: 'Jump' }));
    const third = lenis.instances[2];
    await advance(100);
    act(() => media.setMatching(WHEEL, true));
    if (third) third.gliding = false;
    await advance(100);
    expect(third?.destroyed).toBe(false);
    expect(lenis.instances).toHaveLength(3);
  });
});

describe('the page', () => {
  it('renders one h1, the sections, no prices and no chat without a license', async () => {
    stubMatchMedia({ reducedMotion: true });
    expect(site.liveChatLicense).toBe('');
    const metadata = await generateMetadata({ params: Promise.resolve({ campaign: ['book-publishing-solution'] }) });
    expect(metadata.title).toBe('Book Publishing Solution');
    const { container } = render(
      <EnquiryModalProvider>
        <LandingPageView entry={bookPublishingSolutionPage} />
      </EnquiryModalProvider>,
    );
    await advance(10000);
    await flushImports();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const strip = screen.getByRole('region', { name: platformsStrip.regionLabel });
    expect(within(strip).getAllByRole('img')).toHaveLength(12);
    for (const name of ['Ignite', 'Rise', 'Legacy']) {
      const heading = screen.getByRole('heading', { level: 3, name });
      const card = heading.closest('article');
      expect(card).not.toBeNull();
      expect(card?.textContent).not.toContain('$');
      expect(within(card as HTMLElement).getByRole('button', { name: `Get Started with the ${name} package` })).toBeInTheDocument();
    }
    const faq = screen.getByRole('region', { name: publishingFaq.heading });
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(6);
    expect(screen.getByRole('link', { name: new RegExp(site.review.label) })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.textContent).not.toMatch(/\$\s?\d/);
    expect(widget.renders).toHaveLength(0);
    // Service cards link to their pages with the trailing slash.
    expect(screen.getByRole('link', { name: /Learn More\s*about Book Editing/ })).toHaveAttribute('href', '/services/book-editing/');
  });
});
