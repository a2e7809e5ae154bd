import { stubIntersectionObserver } from '../support/intersection-observer';
import { stubMatchMedia } from '../support/match-media';
import { stubMedia } from '../support/media';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { carouselReducer, initialCarouselState, visibleIndices } from '@/components/sections/video-testimonials/carousel-state';
import { nextIndex, previousIndex } from '@/lib/carousel-index';
import { fillTemplate } from '@/lib/fill-template';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';
import { videoTestimonialsCopy } from '@/content/video-testimonials-copy';
import { homeVideoTestimonials, type VideoTestimonial } from '@/content/videos';
import { afterUnhandledRejectionsReported } from '../support/event-loop';
import { afterFrames } from '../support/frames';

// These tests drive the loaded carousel; the lazy loading in front of it has its own tests
// (lazy-video-testimonials.test.tsx), so here the loader renders the loaded version at once.
vi.mock('@/components/sections/video-testimonials/lazy-video-testimonials', async () => {
  const loaded = await import('@/components/sections/video-testimonials/interactive-video-testimonials');
  return { LazyVideoTestimonials: loaded.default };
});

/** Fixtures passed as props (the section takes its videos from the page), shaped like content/videos.ts. */
const videos: readonly VideoTestimonial[] = (['1', '2', '3', '4'] as const).map((id) => ({
  id,
  title: `Video title ${id}`,
  description: `Description ${id} (not displayed)`,
  videoUrl: `/images/videos/test-${id}.mp4`,
  poster: `/images/videos/test-${id}.webp`,
  width: 640,
  height: 360,
}));

const FALLBACK = "Sorry, your browser doesn't support embedded videos.";

function renderSection() {
  const utils = render(<VideoTestimonialsSection copy={videoTestimonialsCopy} videos={videos} />);
  const region = screen.getByRole('region', { name: videoTestimonialsCopy.heading });
  return { ...utils, region };
}

/** The active slide: the first group of the row that is present (a leaving row is aria-hidden). */
function activeSlide() {
  const first = screen.getAllByRole('group')[0];
  if (!first) throw new Error('no slide rendered');
  return first;
}

describe('carousel state (docs/product.md §4)', () => {
  it('starts at index 0 moving forward', () => {
    expect(initialCarouselState).toMatchObject({ index: 0, direction: 1, moves: 0, leaving: [] });
  });

  it('Next is (index + 1) mod 4: 3 wraps to 0', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
    expect(carouselReducer({ ...initialCarouselState, index: 3, direction: -1 }, { type: 'next', count: 4 })).toMatchObject({ index: 0, direction: 1 });
  });

  it('Previous is index - 1 wrapping 0 to 3', () => {
    expect([0, 1, 2, 3].map((i) => previousIndex(i, 4))).toEqual([3, 0, 1, 2]);
    expect(carouselReducer(initialCarouselState, { type: 'previous', count: 4 })).toMatchObject({ index: 3, direction: -1 });
  });

  it('gives each move its own leaving row, even two moves before a render, and drops a row once it has slid out', () => {
    const twice = carouselReducer(carouselReducer(initialCarouselState, { type: 'next', count: 4 }), { type: 'next', count: 4 });
    expect(twice).toMatchObject({ index: 2, moves: 2 });
    // The rows that showed videos 0 and 1 leave, under the keys they had while current (0, then 1).
    expect(twice.leaving).toEqual([
      { key: 0, index: 0, direction: 1 },
      { key: 1, index: 1, direction: 1 },
    ]);
    const third = carouselReducer(twice, { type: 'previous', count: 4 });
    expect(third.leaving.map((row) => row.key)).toEqual([1, 2]);
    expect(carouselReducer(third, { type: 'exited', key: 1 }).leaving.map((row) => row.key)).toEqual([2]);
    expect(carouselReducer(third, { type: 'exited', key: 7 })).toBe(third);
  });

  it('shows the active video first, then the following ones wrapping, never repeating', () => {
    expect(visibleIndices(0, 4, 1)).toEqual([0]);
    expect(visibleIndices(2, 4, 3)).toEqual([2, 3, 0]);
    expect(visibleIndices(3, 4, 3)).toEqual([3, 0, 1]);
    expect(visibleIndices(1, 2, 3)).toEqual([1, 0]);
    expect(visibleIndices(0, 0, 3)).toEqual([]);
  });

  it('fills copy templates', () => {
    expect(fillTemplate(videoTestimonialsCopy.slideLabel, { position: 1, total: 4 })).toBe('1 of 4');
    expect(fillTemplate('{a} {missing}', { a: 'x' })).toBe('x {missing}');
  });
});

describe('VideoTestimonialsSection', () => {
  beforeEach(() => stubMatchMedia());

  it('is a carousel region named by its heading, with the exact button labels and slide groups', () => {
    stubMedia();
    const { region } = renderSection();
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Hear From Our Authors');
    expect(within(region).getByRole('button', { name: 'Previous videos' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Next videos' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pause videos' })).toBeInTheDocument();

    const slide = activeSlide();
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAccessibleName('1 of 4');
    expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent('Video title 1');
    // The description is defined but not displayed (docs/product.md §3).
    expect(region).not.toHaveTextContent('Description 1');
  });

  it('shows the four home videos of content/videos.ts, muted mp4s under /images/videos/', () => {
    stubMedia();
    render(<VideoTestimonialsSection copy={videoTestimonialsCopy} videos={homeVideoTestimonials} />);
    expect(homeVideoTestimonials).toHaveLength(4);
    expect(activeSlide()).toHaveAccessibleName('1 of 4');
    expect(activeSlide()).toHaveTextContent(homeVideoTestimonials[0]?.title ?? 'missing');
    for (const video of homeVideoTestimonials) {
      expect(video.videoUrl).toMatch(/^\/images\/videos\/.+\.mp4$/);
      expect(screen.queryByText(video.description)).toBeNull();
    }
  });

  it('starts at the first video; Next four times returns to it; Previous from the first shows the fourth', async () => {
    stubMedia();
    const user = userEvent.setup();
    renderSection();
    expect(activeSlide()).toHaveTextContent('Video title 1');

    const next = screen.getByRole('button', { name: 'Next videos' });
    for (const expected of ['2', '3', '4', '1']) {
      await user.click(next);
      expect(activeSlide()).toHaveAccessibleName(`${expected} of 4`);
      expect(activeSlide()).toHaveTextContent(`Video title ${expected}`);
    }

    await user.click(screen.getByRole('button', { name: 'Previous videos' }));
    expect(activeSlide()).toHaveAccessibleName('4 of 4');
    expect(activeSlide()).toHaveTextContent('Video title 4');
  });

  it('draws the card Next brings in with an empty media box first, then puts the playing video in its place after that frame', async () => {
    const { play } = stubMedia();
    const user = userEvent.setup();
    renderSection();
    play.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    // The tap's frame: the incoming card has its title but no media element and no image (nothing
    // to request); its row is still transparent then (e2e: the slide's first moment).
    expect(activeSlide()).toHaveAccessibleName('2 of 4');
    expect(activeSlide()).toHaveTextContent('Video title 2');
    expect(activeSlide().querySelector('video')).toBeNull();
    expect(activeSlide().querySelector('img')).toBeNull();
    expect(play).not.toHaveBeenCalled();

    await afterFrames();
    const video = activeSlide().querySelector('video');
    expect(video).toHaveAttribute('poster', '/images/videos/test-2.webp');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/images/videos/test-2.mp4');
    expect(activeSlide().querySelector('img')).toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(video);
  });

  it('keeps that video paused when the visitor paused the videos before Next', async () => {
    const { play } = stubMedia();
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Pause videos' }));
    play.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    await afterFrames();
    const video = activeSlide().querySelector('video');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/images/videos/test-2.mp4');
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
  });

  it('leaves a card without its video when a second Next sends its row away before that frame', async () => {
    stubMedia();
    const user = userEvent.setup({ delay: null });
    renderSection();
    const next = screen.getByRole('button', { name: 'Next videos' });
    await user.click(next);
    await user.click(next);
    await afterFrames();
    const leaving = screen.getAllByRole('group', { hidden: true }).find((group) => group.getAttribute('aria-label') === '2 of 4');
    expect(leaving?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(leaving).toHaveTextContent('Video title 2');
    expect(leaving?.querySelector('video')).toBeNull();
    expect(activeSlide()).toHaveAccessibleName('3 of 4');
    expect(activeSlide().querySelector('video')).not.toBeNull();
  });

  it('keeps the leaving row the same element, its card still the same video, while it fades out', async () => {
    stubMedia();
    const user = userEvent.setup();
    const { container } = renderSection();
    const next = screen.getByRole('button', { name: 'Next videos' });
    await user.click(next);
    await afterFrames();
    const row = activeSlide().parentElement;
    const video = activeSlide().querySelector('video');
    expect(video).not.toBeNull();
    await user.click(next);
    // (The first row may still be fading out too.)
    const leaving = container.querySelector('[aria-hidden="true"]:has([aria-label="2 of 4"])');
    expect(leaving).toBe(row);
    expect(leaving?.querySelector('video')).toBe(video);
  });

  it('gives two presses in one task two leaving rows and the announcement of where they end', () => {
    stubMedia();
    const errors = vi.spyOn(console, 'error');
    try {
      const { container } = renderSection();
      const next = screen.getByRole('button', { name: 'Next videos' });
      act(() => {
        next.click();
        next.click();
      });
      expect(activeSlide()).toHaveAccessibleName('3 of 4');
      const leaving = [...container.querySelectorAll('[aria-hidden="true"]:has([aria-roledescription="slide"])')];
      expect(leaving.map((row) => row.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4']);
      expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('Showing video 3 of 4: Video title 3');
      // React reports two rows under one key (what one `moves` per render gave) on the console.
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('hides the leaving row from assistive technology and makes it inert while it fades out', async () => {
    stubMedia();
    const user = userEvent.setup();
    const { container } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    const leaving = container.querySelector('[aria-hidden="true"] [aria-roledescription="slide"]')?.closest('[aria-hidden="true"]');
    expect(leaving).toBeInstanceOf(HTMLElement);
    expect(leaving).toHaveAttribute('inert');
    expect(within(leaving as HTMLElement).getAllByRole('group', { hidden: true })[0]).toHaveAccessibleName('1 of 4');
    expect(activeSlide()).toHaveAccessibleName('2 of 4');
    // Removed once its 0.4 s exit has run.
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"] [aria-roledescription="slide"]')).toBeNull(), { timeout: 3000 });
  });

  it('announces the current slide politely on button presses only', async () => {
    stubMedia();
    const user = userEvent.setup();
    const { container } = renderSection();
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Next videos' }));
    expect(live).toHaveTextContent('Showing video 2 of 4: Video title 2');
    await user.click(screen.getByRole('button', { name: 'Previous videos' }));
    expect(live).toHaveTextContent('Showing video 1 of 4: Video title 1');
  });

  it('renders muted, looping, inline, metadata-preloaded videos with a poster, an mp4 source and the fallback text', () => {
    const { play } = stubMedia();
    renderSection();
    const video = activeSlide().querySelector('video');
    if (!video) throw new Error('no video');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/images/videos/test-1.webp');
    expect(video).toHaveAttribute('autoplay');
    const source = video.querySelector('source');
    expect(source).toHaveAttribute('src', '/images/videos/test-1.mp4');
    expect(source).toHaveAttribute('type', 'video/mp4');
    expect(video).toHaveTextContent(FALLBACK);
    expect(play).toHaveBeenCalled();
  });

  it('renders and plays only the videos on screen: one on small screens, three on lg', () => {
    const small = stubMedia();
    const { unmount, container } = renderSection();
    expect(small.play).toHaveBeenCalledTimes(1);
    // A card the CSS would hide is not built at all: Next mounts one <video> on a phone, not three.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4']);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    unmount();
    vi.restoreAllMocks();

    stubMatchMedia({ width: 1280 });
    const large = stubMedia();
    renderSection();
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4']);
    expect(large.play).toHaveBeenCalledTimes(3);
  });

  it('pauses and plays every visible video with one control (WCAG 2.2.2)', async () => {
    const { play, pause } = stubMedia();
    const user = userEvent.setup();
    renderSection();
    play.mockClear();
    await user.click(screen.getByRole('button', { name: 'Pause videos' }));
    expect(pause).toHaveBeenCalled();
    const video = activeSlide().querySelector('video');
    expect(video).not.toHaveAttribute('autoplay');
    await user.click(screen.getByRole('button', { name: 'Play videos' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause videos' })).toBeInTheDocument();
  });

  it('does not autoplay under prefers-reduced-motion: videos stay paused until Play is pressed', async () => {
    stubMatchMedia({ reducedMotion: true });
    const { play } = stubMedia();
    const user = userEvent.setup();
    renderSection();
    const video = activeSlide().querySelector('video');
    if (!video) throw new Error('no video');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.paused).toBe(true);
    expect(play).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play videos' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('swallows a play() that rejects or throws (docs/product.md §8)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const { play } = stubMedia(() => Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError')));
      const errors = vi.spyOn(console, 'error');
      const { unmount } = renderSection();
      expect(play).toHaveBeenCalled();
      await afterUnhandledRejectionsReported();
      expect(unhandled).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      unmount();

      play.mockImplementation(() => {
        throw new Error('synchronous failure');
      });
      expect(() => renderSection()).not.toThrow();
      await afterUnhandledRejectionsReported();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });
});

describe('bundle (architecture.md: LazyMotion + m, features by import())', () => {
  it('uses only m.* components inside a strict LazyMotion whose features are loaded with import()', () => {
    const dir = join(process.cwd(), 'components/sections/video-testimonials');
    const files = readdirSync(dir).map((name) => ({ name, source: readFileSync(join(dir, name), 'utf8') }));
    const all = files.map((file) => file.source).join('\n');
    expect(all).not.toMatch(/<motion\.|\bmotion\.\w+\(/);
    expect(all).not.toMatch(/import\s*\{[^}]*\bmotion\b[^}]*\}\s*from\s*'framer-motion'/);
    expect(all).toMatch(/<LazyMotion features=\{loadMotionFeatures\} strict>/);
    expect(all).toContain("import('./motion-features').then((mod) => mod.default)");
    expect(all).toContain('<MotionConfig reducedMotion="user">');
    // The feature bundle is imported statically nowhere but in its own lazily loaded module.
    const staticFeatureImports = files.filter((file) => /\b(domAnimation|domMax)\b/.test(file.source)).map((file) => file.name);
    expect(staticFeatureImports).toEqual(['motion-features.ts']);
  });
});

describe('section reveal (docs/product.md §4: 0.8 s, 50 px, once at 30%)', () => {
  beforeEach(() => stubMatchMedia());

  function revealWrapper(region: HTMLElement) {
    const wrapper = region.querySelector('[data-reveal]');
    if (!(wrapper instanceof HTMLElement)) throw new Error('no reveal wrapper');
    return wrapper;
  }

  it('server HTML is visible and carries the video attributes, without autoplay until the client knows the motion preference', () => {
    const html = renderToString(<VideoTestimonialsSection copy={videoTestimonialsCopy} videos={videos} />);
    expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('muted=""');
    expect(html).toMatch(/playsinline=""/i);
    expect(html).toContain('preload="metadata"');
    expect(html).toContain('type="video/mp4"');
    expect(html).toContain(FALLBACK.replace("'", '&#x27;'));
    expect(html).not.toContain('autoplay');
    expect(html).not.toContain('Description 1');
  });

  it('hides a section that starts out of view, then reveals it once when 30% visible', async () => {
    stubMedia();
    const io = stubIntersectionObserver();
    const { region } = renderSection();
    const wrapper = revealWrapper(region);
    expect(wrapper).toHaveAttribute('data-reveal', 'static');
    expect(io.observers[0]?.targets[0]).toBe(wrapper);

    io.report(0);
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
    await waitFor(() => expect(wrapper.style.opacity).toBe('0'));

    io.report(0.5);
    expect(wrapper).toHaveAttribute('data-reveal', 'revealed');
    await waitFor(() => expect(wrapper.style.opacity).toBe('1'), { timeout: 3000 });
    // Once: the observer is disconnected after the reveal.
    expect(io.observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('leaves a section that is already in view untouched', () => {
    stubMedia();
    const io = stubIntersectionObserver();
    const { region } = renderSection();
    io.report(0.6);
    expect(revealWrapper(region)).toHaveAttribute('data-reveal', 'static');
  });

  it('never hides the section under reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    stubMedia();
    const io = stubIntersectionObserver();
    const { region } = renderSection();
    expect(io.observers).toHaveLength(0);
    expect(revealWrapper(region)).toHaveAttribute('data-reveal', 'static');
    expect(revealWrapper(region).style.opacity).not.toBe('0');
  });
});
