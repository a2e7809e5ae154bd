import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterUnhandledRejectionsReported } from '../support/event-loop';
import { stubIntersectionObserver } from '../support/intersection-observer';
import { stubMatchMedia } from '../support/match-media';
import { stubMedia } from '../support/media';
import { resetNavigation } from './navigation-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import type { Settings } from 'react-slick';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { A11y, Pagination } from 'swiper/modules';
import { hydrateRoot } from 'react-dom/client';
import { generateMetadata } from '@/app/(campaigns)/[...campaign]/page';
import { LandingBlocks } from '@/components/campaigns/landing-page-view';
import { EnquiryModalProvider } from '@/components/enquiry/enquiry-modal-provider';
import { SwiperCarousel } from '@/components/sections/swiper/swiper-carousel';
import { TestimonialVideosSection } from '@/components/sections/testimonial-videos/testimonial-videos-section';
import { stopAndRewind, switchActiveVideo } from '@/components/sections/testimonial-videos/video-playback';
import { fillTemplate } from '@/lib/fill-template';
import { playQuietly } from '@/lib/play-quietly';
import {
  featuredProjects,
  introBlocks,
  marketingCallToAction,
  marketingContactCopy,
  marketingFaqCopy,
  marketingFaqs,
  marketingHero,
  marketingProcessCopy,
  marketingProcessSteps,
  marketingServices,
  marketingServicesCopy,
  marketingVideosCopy,
  movieAdaptation,
  featuredProjectsCopy,
  marketingSampleNotice as sampleNotice,
  bookMarketingOfferPage,
} from '../support/campaign-content';
import { platformLogos } from '@/content/media';
import { pages } from '@/content/pages';
import { portfolio, portfolioCategories } from '@/content/portfolio';
import { sampleContent } from '@/content/samples';
import { landingTestimonialVideos } from '@/content/videos';

// ---------------------------------------------------------------------------------------------
// Library stand-ins: record what the page hands to swiper and react-slick.

type Recorded = Record<string, unknown> & { children?: ReactNode };

const libs = vi.hoisted(() => ({
  swiperProps: [] as Record<string, unknown>[],
  slickProps: null as (Record<string, unknown> & { children?: ReactNode }) | null,
  realSwiper: false,
  realSlick: false,
}));

// A recorder around swiper/react: by default it renders plain divs; with `libs.realSwiper` it
// renders the real swiper (one integration test in jsdom, which has no layout but runs swiper's
// init, pagination and a11y modules).
vi.mock('swiper/react', async (importOriginal) => {
  const React = await import('react');
  const actual = await importOriginal<typeof import('swiper/react')>();
  function Swiper(props: Recorded) {
    libs.swiperProps.push(props);
    if (libs.realSwiper) return React.createElement(actual.Swiper, props as Parameters<typeof actual.Swiper>[0]);
    const viewport = props['data-carousel-viewport'] as string | undefined;
    return React.createElement('div', { className: 'swiper', 'data-carousel-viewport': viewport }, props.children);
  }
  function SwiperSlide({ children, className, ...rest }: Recorded & { className?: string }) {
    if (libs.realSwiper) return React.createElement(actual.SwiperSlide, { className, ...rest } as Parameters<typeof actual.SwiperSlide>[0], children);
    const attributes = Object.fromEntries(Object.entries(rest).filter(([key]) => key === 'role' || key.startsWith('aria-')));
    return React.createElement('div', { className: `swiper-slide ${className ?? ''}`, ...attributes }, children);
  }
  // The real Swiper recognises its slides by this name.
  SwiperSlide.displayName = 'SwiperSlide';
  return { Swiper, SwiperSlide };
});

// A stand-in for react-slick with the behaviour the leaf relies on: children wrapped like slick
// wraps them (full-width inline-block, tabIndex -1), beforeChange(current, next) before a change,
// and dots built from customPaging/appendDots whose clicks change the slide.
vi.mock('react-slick', async (importOriginal) => {
  const React = await import('react');
  const actual = (await importOriginal<typeof import('react-slick')>()).default;
  const RealSlider = (actual as unknown as { default?: typeof actual }).default ?? actual;
  class MockSlider extends React.Component<Settings & { children?: ReactNode }, { current: number }> {
    override state = { current: 0 };
    goTo(next: number) {
      if (next === this.state.current) return;
      this.props.beforeChange?.(this.state.current, next);
      this.setState({ current: next });
    }
    override render() {
      libs.slickProps = this.props as Recorded;
      if (libs.realSlick) return React.createElement(RealSlider, this.props);
      const children = React.Children.toArray(this.props.children);
      const slides = children.map((child, index) =>
        React.createElement(
          'div',
          { key: index, className: `slick-slide${index === this.state.current ? ' slick-active slick-current' : ''}`, 'data-index': index },
          React.isValidElement(child)
            ? React.cloneElement(child as ReactElement<Record<string, unknown>>, { tabIndex: -1, style: { width: '100%', display: 'inline-block' } })
            : child,
        ),
      );
      const dots = children.map((_, index) =>
        React.createElement(
          'li',
          { key: index, className: index === this.state.current ? 'slick-active' : '' },
          React.cloneElement(this.props.customPaging?.(index) as ReactElement<{ onClick?: () => void }>, { onClick: () => this.goTo(index) }),
        ),
      );
      const dotsRow = this.props.dots && this.props.appendDots ? this.props.appendDots(dots) : null;
      return React.createElement(
        'div',
        { className: 'slick-slider slick-initialized' },
        React.createElement('div', { className: 'slick-list' }, React.createElement('div', { className: 'slick-track' }, slides)),
        React.isValidElement(dotsRow) ? React.cloneElement(dotsRow as ReactElement<{ className?: string }>, { className: this.props.dotsClass }) : null,
      );
    }
  }
  return { default: MockSlider };
});

/** jsdom's currentTime on a source-less video: a plain writable number instead. */
function giveCurrentTime(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { value: seconds, writable: true, configurable: true });
}

beforeEach(() => {
  libs.swiperProps.length = 0;
  libs.slickProps = null;
  libs.realSwiper = false;
  libs.realSlick = false;
  resetNavigation('/book-marketing-offer/');
  stubMatchMedia();
});

afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------

describe('book-marketing landing page content', () => {
  it('has the process steps that docs/product.md lists, in its order, each with a description', () => {
    // The product description is the marketer's record of the page; where the steps sit on
    // screen is checked in the browser (tests/e2e/book-marketing-offer.spec.ts).
    const product = readFileSync(join(process.cwd(), 'docs', 'product.md'), 'utf8').replace(/\s+/g, ' ');
    const listed = /Six-step process \([^)]*\), a timeline \([^)]*\): (.+?'\.)/.exec(product)?.[1] ?? '';
    const documented = [...listed.matchAll(/\d '([^']+)'/g)].map((match) => match[1]);
    expect(documented).toHaveLength(6);
    expect(marketingProcessSteps.map((step) => step.title)).toEqual(documented);
    for (const step of marketingProcessSteps) expect(step.description.length, step.title).toBeGreaterThan(60);
  });

  it('has the services Author Network, Advertising & Marketing and Public Relations, each once in the file', () => {
    const titles = ['Author Network', 'Advertising & Marketing', 'Public Relations'];
    expect(marketingServices.map((card) => card.title)).toEqual(titles);
    for (const card of marketingServices) expect(card.image.src).toMatch(/^\/images\/sections\/landing-[a-z-]+-960\.webp$/);
  });

  it('has three featured author campaigns with the documented fields, portfolio covers and platform logos, marked as sample content', () => {
    expect(featuredProjects).toHaveLength(3);
    const covers = new Set(portfolioCategories.flatMap((category) => portfolio[category].map((cover) => cover.src)));
    const logos = new Map(platformLogos.map((logo) => [logo.name, logo.src]));
    for (const project of featuredProjects) {
      expect(Object.keys(project).sort()).toEqual(['bookCover', 'description', 'id', 'logos', 'subheading', 'title']);
      expect(covers.has(project.bookCover.src)).toBe(true);
      expect(project.logos.length).toBeGreaterThan(0);
      for (const logo of project.logos) expect(logos.get(logo.name)).toBe(logo.src);
    }
    expect(sampleContent).toContainEqual(sampleNotice);
    expect(sampleNotice.replaceIn).toContain('content/campaigns/book-marketing-offer.yaml');
  });

  it('has five FAQ items on services, cost (free consultation and quote), timing (2 to 3 months), both kinds of publishing, and what sets us apart', () => {
    expect(marketingFaqs).toHaveLength(5);
    const [services, cost, timing, both, different] = marketingFaqs;
    expect(services?.question).toMatch(/services are included/i);
    expect(cost?.question).toMatch(/cost/i);
    expect(cost?.answer).toMatch(/consultation is free/i);
    expect(cost?.answer).toMatch(/quote/i);
    expect(timing?.question).toMatch(/how long/i);
    expect(timing?.answer).toMatch(/typically show in 2 to 3 months/i);
    expect(both?.question).toMatch(/self-published and traditionally published/i);
    expect(both?.answer).toMatch(/^Yes\./);
    expect(different?.question).toMatch(/different/i);
  });

  it('states the marketing claims of docs/product.md §9 with honest qualifiers', () => {
    const copy = JSON.stringify({ marketingHero, introBlocks, marketingFaqs, marketingCallToAction, movieAdaptation, marketingContactCopy });
    expect(copy).toMatch(/80% of self-published books fail to gain traction without marketing/);
    expect(copy).toMatch(/sales grow by up to 200%/);
    expect(copy).toMatch(/2 to 3 months/);
    expect(copy).not.toMatch(/lorem|ipsum|guarantee(d)? (results|success|sales)/i);
    expect(movieAdaptation.paragraphs.join(' ')).toMatch(/pitch package/);
    expect(movieAdaptation.paragraphs.join(' ')).toMatch(/treatment/);
    expect(movieAdaptation.paragraphs.join(' ')).toMatch(/nobody can promise/);
  });

  it('keeps the page metadata of content/pages.ts and its heading as the h1', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ campaign: ['book-marketing-offer'] }) });
    expect(metadata.title).toBe(pages.bookMarketingOffer.metaTitle);
    expect(metadata.description).toBe(pages.bookMarketingOffer.metaDescription);
    expect(metadata.alternates?.canonical).toBe('/book-marketing-offer/');
    expect(marketingHero.title).toBe(pages.bookMarketingOffer.heading);
  });
});

// ---------------------------------------------------------------------------------------------

const serviceSlides = ['A', 'B', 'C', 'A', 'B', 'C'].map((name, index) => <p key={index}>Service {name}</p>);

function renderServicesCarousel() {
  return render(
    <SwiperCarousel
      id="test-services"
      variant="services"
      label="Marketing services"
      slideLabel="{position} of {total}"
      bulletLabel="Show service {position} of {total}"
      slides={serviceSlides}
    />,
  );
}

describe('SwiperCarousel', () => {
  it('server-renders a static track with the swiper widths, slide groups and a placeholder pagination row; no swiper markup', () => {
    const html = renderToString(
      <SwiperCarousel id="x" variant="services" label="Marketing services" slideLabel="{position} of {total}" bulletLabel="b" slides={serviceSlides} />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const region = container.querySelector('[role="region"]');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveAttribute('aria-label', 'Marketing services');
    expect(container.querySelector('[data-carousel-viewport]')).toHaveAttribute('data-carousel-viewport', 'static');
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    for (const slide of slides) {
      expect(slide).toHaveAttribute('role', 'group');
      expect(slide.className).toContain('md:w-[calc((100%-30px)/2)]');
      expect(slide.className).toContain('lg:w-[calc((100%-60px)/3)]');
      expect(slide.className).toContain('mr-[30px]');
    }
    expect(html).not.toContain('swiper-wrapper');
    expect(container.querySelector('[aria-hidden="true"].h-11')?.children).toHaveLength(6);
  });

  it('loads swiper after mount with the services options, our pagination row, a11y, and labelled slides', async () => {
    renderServicesCarousel();
    await waitFor(() => expect(document.querySelector('[data-carousel-viewport="swiper"]')).not.toBeNull());
    const props = libs.swiperProps.at(-1);
    expect(props).toMatchObject({
      loop: true,
      slidesPerView: 1,
      spaceBetween: 30,
      breakpoints: { 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } },
      pagination: { clickable: true, el: '#test-services-pagination' },
      navigation: false,
      a11y: { enabled: true },
    });
    expect(props?.modules).toEqual([Pagination, A11y]);
    expect(document.getElementById('test-services-pagination')).not.toBeNull();

    const region = screen.getByRole('region', { name: 'Marketing services' });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);

    // The bullets swiper will render: real buttons with a name, a 44 px target around the dot.
    const pagination = props?.pagination as { renderBullet: (index: number, className: string) => string };
    const holder = document.createElement('div');
    holder.innerHTML = pagination.renderBullet(1, 'swiper-pagination-bullet');
    const bullet = holder.querySelector('button');
    expect(bullet).toHaveAttribute('type', 'button');
    expect(bullet).toHaveAttribute('aria-label', 'Show service 2 of 6');
    expect(bullet?.className).toContain('swiper-pagination-bullet');
    expect(bullet?.className).toContain('size-11');
  });

  it('with the real swiper: bullets are named buttons in our row, the first is current, a click moves to its slide', async () => {
    libs.realSwiper = true;
    renderServicesCarousel();
    const row = await waitFor(() => {
      const element = document.getElementById('test-services-pagination');
      expect(element?.querySelectorAll('button')).toHaveLength(6);
      return element as HTMLElement;
    });
    const region = screen.getByRole('region', { name: 'Marketing services' });
    expect(region.querySelector('.swiper-wrapper')).not.toBeNull();
    expect(row.className).toContain('swiper-pagination-clickable');
    const bullets = within(row).getAllByRole('button');
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Show service ${n} of 6`));
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');
    // Our own slide names survive swiper's a11y module.
    const slides = [...region.querySelectorAll('.swiper-slide')];
    expect(slides.map((slide) => slide.getAttribute('aria-label')).sort()).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    expect(slides.every((slide) => slide.getAttribute('role') === 'group' && slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);

    fireEvent.click(bullets[3] as HTMLElement);
    await waitFor(() => expect(bullets[3]).toHaveAttribute('aria-current', 'true'));
    expect(bullets[0]).not.toHaveAttribute('aria-current');
  });
});

// ---------------------------------------------------------------------------------------------

describe('active-video logic', () => {
  function fakeVideo(currentTime = 0) {
    return { pause: vi.fn(), play: vi.fn(() => Promise.resolve()), currentTime } as unknown as HTMLVideoElement & {
      pause: ReturnType<typeof vi.fn>;
      play: ReturnType<typeof vi.fn>;
    };
  }

  it('on a change the previous video is paused and rewound to 0, the others stopped, the new one played', () => {
    const videos = [fakeVideo(12), fakeVideo(0), fakeVideo(3)];
    switchActiveVideo(videos, 0, 1, true);
    expect(videos[0]?.pause).toHaveBeenCalled();
    expect(videos[0]?.currentTime).toBe(0);
    expect(videos[2]?.pause).toHaveBeenCalled();
    expect(videos[2]?.currentTime).toBe(0);
    expect(videos[1]?.play).toHaveBeenCalledTimes(1);
    expect(videos[1]?.pause).not.toHaveBeenCalled();
  });

  it('does not start the new video when playback is off (paused by the visitor or reduced motion)', () => {
    const videos = [fakeVideo(5), fakeVideo(0)];
    switchActiveVideo(videos, 0, 1, false);
    expect(videos[1]?.play).not.toHaveBeenCalled();
    expect(videos[1]?.pause).toHaveBeenCalled();
    expect(videos[0]?.currentTime).toBe(0);
  });

  it('swallows a play() that rejects or throws', async () => {
    const rejecting = fakeVideo();
    const rejection = Promise.reject(new DOMException('play() was blocked', 'NotAllowedError'));
    const catchSpy = vi.spyOn(rejection, 'catch');
    rejecting.play.mockReturnValue(rejection);
    expect(() => playQuietly(rejecting)).not.toThrow();
    expect(catchSpy).toHaveBeenCalledTimes(1);
    await rejection.catch(() => {});

    const throwing = fakeVideo();
    throwing.play.mockImplementation(() => {
      throw new Error('not supported');
    });
    expect(() => switchActiveVideo([fakeVideo(), throwing], 0, 1, true)).not.toThrow();

    const legacy = fakeVideo();
    legacy.play.mockReturnValue(undefined);
    expect(() => playQuietly(legacy)).not.toThrow();
  });

  it('stopAndRewind leaves a video already at 0 alone', () => {
    const video = fakeVideo(0);
    const setter = vi.fn();
    Object.defineProperty(video, 'currentTime', { get: () => 0, set: setter });
    stopAndRewind(video);
    expect(video.pause).toHaveBeenCalled();
    expect(setter).not.toHaveBeenCalled();
  });
});

describe('TestimonialVideos', () => {
  /**
   * Renders the carousel and scrolls it into view, which loads the slider; the slider's own
   * observer is then told it is in view, as a browser tells a new observer at once.
   */
  async function renderLoaded() {
    const viewport = stubIntersectionObserver();
    const utils = render(<TestimonialVideosSection videos={landingTestimonialVideos} copy={marketingVideosCopy} />);
    viewport.report(1);
    await waitFor(() => expect(document.querySelector('.slick-initialized')).not.toBeNull());
    viewport.report(1);
    const region = screen.getByRole('region', { name: marketingVideosCopy.carouselLabel });
    const videos = [...region.querySelectorAll('video')];
    return { ...utils, region, videos, viewport };
  }

  it('loads nothing and plays nothing until the carousel comes near and into view; off screen the video pauses', async () => {
    stubMatchMedia({ reducedMotion: false });
    const { play: playSpy, pause: pauseSpy } = stubMedia();
    const viewport = stubIntersectionObserver();
    render(<TestimonialVideosSection videos={landingTestimonialVideos} copy={marketingVideosCopy} />);
    await act(async () => {});
    // Far below the first screen: the static first slide, no slider, nothing playing.
    expect(document.querySelector('.slick-initialized')).toBeNull();
    expect(document.querySelector('[data-slider-state="static"]')).not.toBeNull();
    expect(playSpy).not.toHaveBeenCalled();
    expect(viewport.observers.some((observer) => observer.options?.rootMargin === '800px 0px')).toBe(true);

    viewport.report(1);
    await waitFor(() => expect(document.querySelector('.slick-initialized')).not.toBeNull());
    // The slider's own observer learns that the carousel is in view (a browser reports at once).
    viewport.report(1);
    const videos = [...document.querySelectorAll('video')];
    await waitFor(() => expect(playSpy.mock.contexts).toContain(videos[0]));

    pauseSpy.mockClear();
    viewport.report(0);
    expect(pauseSpy.mock.contexts).toContain(videos[0]);
    // The control keeps showing the visitor's choice (Pause): the site paused it, not the visitor.
    const activeSlide = screen.getByRole('group', { name: '1 of 4' });
    expect(within(activeSlide).getByRole('button', { name: marketingVideosCopy.pause })).toBeInTheDocument();
    // Back in view, it plays again.
    playSpy.mockClear();
    viewport.report(1);
    expect(playSpy.mock.contexts).toContain(videos[0]);
  });

  it('server-renders slide 1 only, with the heading highlight, the fallback text and a placeholder dots row', () => {
    const html = renderToString(<TestimonialVideosSection videos={landingTestimonialVideos} copy={marketingVideosCopy} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const first = landingTestimonialVideos[0];
    if (!first) throw new Error('no videos');
    expect(container.querySelectorAll('video')).toHaveLength(1);
    const slide = container.querySelector('[aria-roledescription="slide"]');
    expect(slide).toHaveAttribute('aria-label', '1 of 4');
    expect(slide?.querySelector('h3')?.textContent).toBe(`${first.heading} ${first.highlightedText}`);
    expect(slide?.querySelector('h3 span')?.textContent).toBe(first.highlightedText);
    expect(container.querySelector('video')?.textContent).toBe("Sorry, your browser doesn't support embedded videos.");
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    expect(container.querySelector('source')).toHaveAttribute('src', first.videoSrc);
    expect(container.querySelector('ul[aria-hidden="true"]')?.children).toHaveLength(4);
    expect(html).not.toContain('slick-initialized');
  });

  it('names each slide and dot, marks the current dot, and keeps only the current slide reachable as the dots change it', async () => {
    // One slide per view, one dot per video, no arrows; looping and autoplay are checked in the
    // browser (tests/e2e/book-marketing-offer.spec.ts).
    stubMedia();
    const { region } = await renderLoaded();
    expect(within(region).queryByRole('button', { name: /previous|next/i })).toBeNull();

    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    const dots = within(region).getAllByRole('button', { name: /^Show video/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show video 1 of 4', 'Show video 2 of 4', 'Show video 3 of 4', 'Show video 4 of 4']);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    // Only the active slide is reachable; the others (and their controls) are inert.
    const wrappers = slides.map((slide) => slide.parentElement);
    expect(wrappers.map((wrapper) => wrapper?.hasAttribute('inert'))).toEqual([false, true, true, true]);

    await userEvent.setup().click(dots[2] as HTMLElement);
    expect(wrappers.map((wrapper) => wrapper?.hasAttribute('inert'))).toEqual([true, true, false, true]);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('plays the first video after load; on a change the previous one is paused and rewound, the new one plays; a rejected play is ignored', async () => {
    const { play: playSpy, pause: pauseSpy } = stubMedia(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { videos } = await renderLoaded();
      expect(videos).toHaveLength(4);
      for (const video of videos) {
        expect(video.muted).toBe(true);
        expect(video.loop).toBe(true);
        expect(video).toHaveAttribute('playsinline');
        expect(video.textContent).toBe(marketingVideosCopy.fallback);
      }
      await waitFor(() => expect(playSpy.mock.contexts).toContain(videos[0]));

      const [first, second] = videos as [HTMLVideoElement, HTMLVideoElement];
      giveCurrentTime(first, 4.2);
      playSpy.mockClear();
      pauseSpy.mockClear();
      act(() => {
        (libs.slickProps?.beforeChange as (current: number, next: number) => void)(0, 1);
      });
      expect(pauseSpy.mock.contexts).toContain(first);
      expect(first.currentTime).toBe(0);
      expect(playSpy.mock.contexts).toEqual([second]);
      expect(second.getAttribute('preload')).toBe('metadata');
      expect(first.getAttribute('preload')).toBe('none');
      await afterUnhandledRejectionsReported();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('with the real react-slick: clicking dot 2 plays video 2 and pauses and rewinds video 1', async () => {
    libs.realSlick = true;
    const { play: playSpy, pause: pauseSpy } = stubMedia();
    const { region, videos } = await renderLoaded();
    expect(videos).toHaveLength(4);
    const [first, second] = videos as [HTMLVideoElement, HTMLVideoElement];
    await waitFor(() => expect(playSpy.mock.contexts).toContain(first));
    const dotsRow = region.querySelector('ul.slick-dots');
    expect(dotsRow?.className).toContain('h-11');
    const dots = within(dotsRow as HTMLElement).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Show video 1 of 4', 'Show video 2 of 4', 'Show video 3 of 4', 'Show video 4 of 4']);
    expect(region.querySelectorAll('.slick-arrow')).toHaveLength(0);

    giveCurrentTime(first, 3.5);
    playSpy.mockClear();
    pauseSpy.mockClear();
    fireEvent.click(dots[1] as HTMLElement);
    expect(pauseSpy.mock.contexts).toContain(first);
    expect(first.currentTime).toBe(0);
    expect(playSpy.mock.contexts).toEqual([second]);
    await waitFor(() => expect(dots[1]).toHaveAttribute('aria-current', 'true'));
    // slick's .slick-slide > row <div> > our slide wrapper, inert unless it is the active one.
    const wrappers = [...region.querySelectorAll('.slick-slide')].map((slide) => slide.firstElementChild?.firstElementChild);
    expect(wrappers.map((wrapper) => wrapper?.hasAttribute('inert'))).toEqual([true, false, true, true]);
  });

  it('with the real react-slick: stays on a slide until asked, and neither end wraps (no clones, arrow keys stop at the ends)', async () => {
    libs.realSlick = true;
    stubMedia();
    // Fake clocks from before the mount, so any autoplay timer slick started is one we control.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { region } = await renderLoaded();
      // Read afresh each time: slick may re-render its dots.
      const dots = () => within(region.querySelector('ul.slick-dots') as HTMLElement).getAllByRole('button');
      const current = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      /** Lets slick finish any slide animation (600 ms). */
      const settle = () => act(async () => vi.advanceTimersByTime(1_000));
      expect(region.querySelectorAll('.slick-cloned')).toHaveLength(0);
      // Long past any autoplay period: the videos change slides, the slider never does by itself.
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(current()).toBe(0);
      const list = region.querySelector('.slick-list') as HTMLElement;
      // From the first slide, the previous key goes nowhere; from the last, the next key neither.
      fireEvent.keyDown(list, { key: 'ArrowLeft', keyCode: 37 });
      await settle();
      expect(current()).toBe(0);
      // slick ignores a request while it still animates: ask again until it is on the last slide.
      await vi.waitFor(async () => {
        if (current() !== 3) fireEvent.click(dots()[3] as HTMLElement);
        await settle();
        expect(current()).toBe(3);
      });
      fireEvent.keyDown(list, { key: 'ArrowRight', keyCode: 39 });
      await settle();
      expect(current()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with prefers-reduced-motion nothing autoplays: the poster shows with a Play control that starts the active video', async () => {
    stubMatchMedia({ reducedMotion: true });
    const { play: playSpy } = stubMedia();
    const { region, videos } = await renderLoaded();
    await act(async () => {});
    expect(playSpy).not.toHaveBeenCalled();
    // jsdom does not implement inert, so look inside the active slide (the others are inert).
    const slide = (label: string) => within(region).getByRole('group', { name: label });
    expect(within(slide('1 of 4')).getByRole('button', { name: marketingVideosCopy.play })).toBeInTheDocument();
    for (const video of videos) expect(video).toHaveAttribute('poster');

    // A slide change does not start the new video either.
    act(() => {
      (libs.slickProps?.beforeChange as (current: number, next: number) => void)(0, 1);
    });
    expect(playSpy).not.toHaveBeenCalled();

    fireEvent.click(within(slide('2 of 4')).getByRole('button', { name: marketingVideosCopy.play }));
    expect(playSpy.mock.contexts).toEqual([videos[1]]);
    expect(within(slide('2 of 4')).getByRole('button', { name: marketingVideosCopy.pause })).toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------

describe('BookMarketingOfferPage', () => {
  function renderPage() {
    return render(
      <EnquiryModalProvider>
        <LandingBlocks entry={bookMarketingOfferPage} />
      </EnquiryModalProvider>,
    );
  }

  it('has one h1 and the sections in the product description’s order', () => {
    stubMedia();
    const { container } = renderPage();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe(pages.bookMarketingOffer.heading);
    const sectionHeadings = [...container.querySelectorAll('h2[id]')].map((heading) => heading.textContent);
    expect(sectionHeadings).toEqual([
      introBlocks[0].heading,
      introBlocks[1].heading,
      featuredProjectsCopy.heading,
      marketingProcessCopy.heading,
      marketingServicesCopy.heading,
      marketingCallToAction.heading,
      marketingFaqCopy.heading,
      marketingVideosCopy.heading,
      movieAdaptation.heading,
      marketingContactCopy.heading,
    ]);
  });

  it('renders the process steps as an ordered list in order and the FAQ with the first item open', async () => {
    stubMedia();
    renderPage();
    const process = screen.getByRole('region', { name: marketingProcessCopy.heading });
    const steps = within(process).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual(marketingProcessSteps.map((step, index) => `Step ${index + 1}: ${step.title}`));
    expect(within(process).getByRole('list').tagName).toBe('OL');

    const faq = screen.getByRole('region', { name: marketingFaqCopy.heading });
    // The accordion's code arrives once the page has hydrated, and replaces the <details>.
    const questions = await within(faq).findAllByRole('button');
    expect(questions.map((question) => question.textContent?.replace(/\+$/, ''))).toEqual(marketingFaqs.map((item) => item.question));
    expect(questions.map((question) => question.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    await userEvent.setup().click(questions[0] as HTMLElement);
    expect(questions.map((question) => question.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false', 'false']);
    const panel = document.getElementById(questions[0]?.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('style')).toContain('0.3s');
  });

  it('hydrates the server HTML without a mismatch, then swaps in the carousels', async () => {
    stubMedia();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const tree = (
      <EnquiryModalProvider>
        <LandingBlocks entry={bookMarketingOfferPage} />
      </EnquiryModalProvider>
    );
    const html = renderToString(tree);
    expect(html).not.toContain('swiper-wrapper');
    expect(html).not.toContain('slick-track');
    const container = document.createElement('div');
    container.innerHTML = html;
    // Browsers' HTML parser turns a `muted` attribute into a muted element; jsdom's does not.
    for (const video of container.querySelectorAll('video[muted]')) (video as HTMLVideoElement).muted = true;
    document.body.append(container);
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await waitFor(() => expect(container.querySelectorAll('[data-carousel-viewport="swiper"]')).toHaveLength(2));
    await waitFor(() => expect(container.querySelector('.slick-initialized')).not.toBeNull());
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});

describe('fillTemplate', () => {
  it('fills the position and total of slide and control labels', () => {
    expect(fillTemplate(marketingVideosCopy.dotLabel, { position: 2, total: 4 })).toBe('Show video 2 of 4');
    expect(fillTemplate('{position} of {total} {missing}', { position: 2, total: 6 })).toBe('2 of 6 {missing}');
  });
});
