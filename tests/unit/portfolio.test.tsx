import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement, ReactNode } from 'react';
import type { Settings } from 'react-slick';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { stubMatchMedia } from '../support/match-media';
import { HOVER_POINTER_QUERY } from '@/lib/use-media-query';
import { portfolio, portfolioCategories, type PortfolioCategory } from '@/content/portfolio';
import { portfolioCopy } from '@/content/portfolio-copy';
import { PortfolioSection } from '@/components/sections/portfolio/portfolio-section';
import { PortfolioTabs } from '@/components/sections/portfolio/portfolio-tabs';
import { PortfolioMobile } from '@/components/sections/portfolio/portfolio-mobile';
import { PortfolioMobileShell, PortfolioTabsShell } from '@/components/sections/portfolio/portfolio-shells';
import { stubIntersectionObserver } from '../support/intersection-observer';
import { serverHtml } from '../support/server-html';

/** What the mocked react-slick saw: its latest props and calls of its imperative API. */
const slick = vi.hoisted(() => ({
  props: null as (Settings & { children?: ReactNode }) | null,
  play: vi.fn(),
  pause: vi.fn(),
  /** Render the real react-slick inside the recorder (one integration test). */
  useReal: false,
}));

// A stand-in for react-slick: records its settings and renders the slides much as slick does with
// slidesToShow 1 and infinite: one clone of the last slide before (data-index -1), the slides
// (0..n-1), and a clone of the first after (data-index n; slick clones every slide there, the
// first of them is enough here). With `slick.useReal` it renders the real slider instead and
// forwards slickPlay/slickPause to it.
vi.mock('react-slick', async (importOriginal) => {
  const React = await import('react');
  const actual = (await importOriginal<typeof import('react-slick')>()).default;
  const RealSlider = (actual as unknown as { default?: typeof actual }).default ?? actual;
  class MockSlider extends React.Component<Settings & { children?: ReactNode }> {
    real = React.createRef<InstanceType<typeof RealSlider>>();
    slickPlay() {
      slick.play();
      this.real.current?.slickPlay();
    }
    slickPause() {
      slick.pause();
      this.real.current?.slickPause();
    }
    override render() {
      slick.props = this.props;
      if (slick.useReal) return React.createElement(RealSlider, { ...this.props, ref: this.real });
      const children = React.Children.toArray(this.props.children);
      const slides: [number, ReactNode][] = [
        [-1, children[children.length - 1]],
        ...children.map((child, index): [number, ReactNode] => [index, child]),
        [children.length, children[0]],
      ];
      return React.createElement(
        'div',
        { className: 'slick-slider slick-initialized' },
        slides.map(([index, child]) =>
          React.createElement(
            'div',
            { key: index, className: index < 0 || index >= children.length ? 'slick-slide slick-cloned' : 'slick-slide', 'data-index': index, tabIndex: -1 },
            child,
          ),
        ),
      );
    }
  }
  return { default: MockSlider };
});

const SMALL = '(max-width: 1023.98px)';
const REDUCED = '(prefers-reduced-motion: reduce)';

const labels = portfolioCategories.map((category) => portfolioCopy.categoryLabels[category]);
const expectedCounts: Record<PortfolioCategory, number> = { Fiction: 6, NonFiction: 10, Biography: 9, Informative: 10, Memoir: 9, Children: 10 };

function panelCovers() {
  return within(screen.getByRole('tabpanel')).getAllByRole('listitem');
}

beforeEach(() => {
  slick.props = null;
  slick.useReal = false;
  slick.play.mockClear();
  slick.pause.mockClear();
});

describe('portfolio data the section relies on', () => {
  it('has the six categories in order with the documented counts', () => {
    expect(portfolioCategories).toEqual(['Fiction', 'NonFiction', 'Biography', 'Informative', 'Memoir', 'Children']);
    for (const category of portfolioCategories) expect(portfolio[category]).toHaveLength(expectedCounts[category]);
    // The section shows its tabs and slides in the key order of the covers it is given.
    expect(Object.keys(portfolio)).toEqual(portfolioCategories);
  });
});

describe('PortfolioTabs (large screens)', () => {
  it('renders WAI-ARIA tabs for the six categories in order, Fiction selected, wired to the panel', () => {
    render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
    const tablist = screen.getByRole('tablist', { name: portfolioCopy.tabsLabel });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(labels);
    expect(labels).toEqual(['Fiction', 'Non-Fiction', 'Biography', 'Informative', 'Memoir', 'Children']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1', '-1', '-1']);

    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0]?.id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    // Every tab controls an element that exists (the unselected panels are hidden and empty).
    for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and activates with Left/Right (wrapping), Home and End, with a roving tabindex', async () => {
    const user = userEvent.setup();
    render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    const expectActive = (name: string) => {
      expect(tab(name)).toHaveFocus();
      expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      expect(tab(name)).toHaveAttribute('tabindex', '0');
      expect(screen.getAllByRole('tab').filter((t) => t.getAttribute('tabindex') === '0')).toHaveLength(1);
      expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab(name).id);
    };

    await user.tab();
    expect(tab('Fiction')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expectActive('Non-Fiction');
    await user.keyboard('{ArrowRight}');
    expectActive('Biography');
    await user.keyboard('{ArrowLeft}');
    expectActive('Non-Fiction');
    await user.keyboard('{End}');
    expectActive('Children');
    await user.keyboard('{ArrowRight}');
    expectActive('Fiction');
    await user.keyboard('{ArrowLeft}');
    expectActive('Children');
    await user.keyboard('{Home}');
    expectActive('Fiction');
    // Tab leaves the tab list for the panel's content.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load More' })).toHaveFocus();
  });

  it.each(portfolioCategories.map((category) => [category] as const))(
    '%s: 5 covers, then +5 per Load More until all are shown and the button is gone',
    async (category) => {
      const user = userEvent.setup();
      render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
      await user.click(screen.getByRole('tab', { name: portfolioCopy.categoryLabels[category] }));
      const total = expectedCounts[category];
      let shown = 5;
      expect(panelCovers()).toHaveLength(shown);
      while (shown < total) {
        await user.click(screen.getByRole('button', { name: 'Load More' }));
        shown = Math.min(shown + 5, total);
        expect(panelCovers()).toHaveLength(shown);
      }
      expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
      // The pressed button is gone: focus lands on the panel, not on <body>.
      expect(screen.getByRole('tabpanel')).toHaveFocus();
    },
  );

  it('spells out the documented sequences: NonFiction 5 -> 10, Fiction 5 -> 6, Biography 5 -> 9', async () => {
    const user = userEvent.setup();
    render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
    const loadMore = () => user.click(screen.getByRole('button', { name: 'Load More' }));

    expect(panelCovers()).toHaveLength(5);
    await loadMore();
    expect(panelCovers()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Non-Fiction' }));
    expect(panelCovers()).toHaveLength(5);
    await loadMore();
    expect(panelCovers()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Biography' }));
    expect(panelCovers()).toHaveLength(5);
    await loadMore();
    expect(panelCovers()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('resets to 5 covers when the category changes (by click and by keyboard)', async () => {
    const user = userEvent.setup();
    render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
    await user.click(screen.getByRole('tab', { name: 'Informative' }));
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(panelCovers()).toHaveLength(10);
    await user.click(screen.getByRole('tab', { name: 'Memoir' }));
    expect(panelCovers()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Informative' }));
    expect(panelCovers()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(panelCovers()).toHaveLength(10);
    screen.getByRole('tab', { name: 'Informative' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Memoir' })).toHaveAttribute('aria-selected', 'true');
    expect(panelCovers()).toHaveLength(5);
    // Re-selecting the current tab is not a switch: the count stays.
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await user.click(screen.getByRole('tab', { name: 'Memoir' }));
    expect(panelCovers()).toHaveLength(9);
  });

  it('shows each cover as a lazy, sized, responsive image with the alt text of the data, title and author', () => {
    render(<PortfolioTabs covers={portfolio} copy={portfolioCopy} />);
    const first = portfolio.Fiction[0];
    if (!first) throw new Error('no Fiction cover');
    const image = screen.getByRole('img', { name: first.alt });
    expect(image).toHaveAttribute('width', String(first.width));
    expect(image).toHaveAttribute('height', String(first.height));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.getAttribute('srcset')).toContain('300w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    const item = image.closest('li');
    expect(item).toHaveTextContent(first.title);
    expect(item).toHaveTextContent(first.author);
  });
});

describe('PortfolioMobile (small screens)', () => {
  it('on a large screen renders only the static track and never loads the slider', async () => {
    stubMatchMedia();
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const region = screen.getByRole('region', { name: portfolioCopy.carouselLabel });
    expect(region).toHaveAttribute('data-portfolio-carousel', 'static');
    // Every category is a slide of the swipeable track, in order.
    expect(
      within(region)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(labels.map((label, index) => `${label}, ${index + 1} of 6`));
    const slide = within(region).getByRole('group', { name: 'Fiction, 1 of 6' });
    expect(within(slide).getByRole('heading', { level: 3, name: 'Fiction' })).toBeInTheDocument();
    expect(within(slide).getAllByRole('listitem')).toHaveLength(4);
    expect(within(slide).getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    // No rotation control before the slider: its row is kept empty at the same height.
    expect(within(region).queryByRole('button', { name: /portfolio carousel/ })).toBeNull();
    // The slider's module is loaded (here, by the test): had the carousel asked for it, it would
    // now render the slider.
    await act(async () => {
      await import('@/components/sections/portfolio/portfolio-carousel');
    });
    expect(slick.props).toBeNull();
    expect(region).toHaveAttribute('data-portfolio-carousel', 'static');
  });

  it('on a small screen loads react-slick with the documented settings, one category per slide', async () => {
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    // The first test to import the slider's chunk (and react-slick) in this file: give it time.
    await screen.findByRole('button', { name: 'Pause portfolio carousel' }, { timeout: 5000 });
    expect(slick.props).toMatchObject({
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
      infinite: true,
      arrows: false,
      dots: false,
      pauseOnFocus: true,
      // No pointer that hovers (a phone): neither pausing on hover nor dragging with a mouse.
      pauseOnHover: false,
      draggable: false,
    });
    expect(screen.getByRole('region', { name: portfolioCopy.carouselLabel })).toHaveAttribute('data-portfolio-carousel', 'slider');
    const slides = document.querySelectorAll<HTMLElement>('.slick-slide');
    expect(slides).toHaveLength(8);
    const originals = Array.from(slides).filter((slide) => Number(slide.dataset.index) >= 0 && Number(slide.dataset.index) < 6);
    expect(originals.map((slide) => slide.querySelector('h3')?.textContent)).toEqual(labels);
    for (const slide of originals) {
      expect(slide.querySelectorAll('li')).toHaveLength(4);
      expect(slide.querySelector('ul')).toHaveClass('grid-cols-2');
    }
  });

  it('marks every slide but the current one inert, clones included, and follows slide changes', async () => {
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    const inertIndexes = () =>
      Array.from(document.querySelectorAll<HTMLElement>('.slick-slide'))
        .filter((slide) => slide.hasAttribute('inert'))
        .map((slide) => Number(slide.dataset.index));
    await waitFor(() => expect(inertIndexes()).toEqual([-1, 1, 2, 3, 4, 5, 6]));

    act(() => slick.props?.beforeChange?.(0, 2));
    expect(inertIndexes()).toEqual([-1, 0, 1, 3, 4, 5, 6]);
    act(() => slick.props?.afterChange?.(2));
    expect(inertIndexes()).toEqual([-1, 0, 1, 3, 4, 5, 6]);
    // Wrapping forwards from the last slide: slick reports the real index 0, so its clone (6) stays inert.
    act(() => slick.props?.beforeChange?.(5, 0));
    expect(inertIndexes()).toEqual([-1, 1, 2, 3, 4, 5, 6]);
  });

  it('with a mouse or trackpad, hovering pauses it and the mouse can drag it', async () => {
    stubMatchMedia({ matching: [SMALL, HOVER_POINTER_QUERY] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    await screen.findByRole('button', { name: 'Pause portfolio carousel' }, { timeout: 5000 });
    expect(slick.props).toMatchObject({ pauseOnHover: true, draggable: true });
  });

  it('the control pauses and restarts autoplay, with a label saying what it will do', async () => {
    const user = userEvent.setup();
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const control = await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    expect(control).toHaveTextContent('Pause');
    slick.pause.mockClear();
    slick.play.mockClear();

    await user.click(control);
    expect(control).toHaveAccessibleName('Play portfolio carousel');
    expect(control).toHaveTextContent('Play');
    expect(slick.pause).toHaveBeenCalled();
    expect(slick.props?.autoplay).toBe(false);

    await user.click(control);
    expect(control).toHaveAccessibleName('Pause portfolio carousel');
    expect(slick.play).toHaveBeenCalled();
    expect(slick.props?.autoplay).toBe(true);
  });

  it('does not autoplay under prefers-reduced-motion; the control still starts it', async () => {
    const user = userEvent.setup();
    stubMatchMedia({ matching: [SMALL, REDUCED] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const control = await screen.findByRole('button', { name: 'Play portfolio carousel' });
    expect(slick.props?.autoplay).toBe(false);
    expect(slick.play).not.toHaveBeenCalled();
    await user.click(control);
    expect(control).toHaveAccessibleName('Pause portfolio carousel');
    expect(slick.props?.autoplay).toBe(true);
    expect(slick.play).toHaveBeenCalled();
  });

  it('holds the rotation while focus is inside the slides and resumes when it leaves', async () => {
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const control = await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    const current = document.querySelector<HTMLElement>('.slick-slide[data-index="0"]');
    const loadMore = current ? within(current).getByRole('button', { name: 'Load More' }) : null;
    slick.pause.mockClear();
    slick.play.mockClear();
    act(() => loadMore?.focus());
    // Applied once the frame of the tap or key has been drawn.
    await waitFor(() => expect(slick.pause).toHaveBeenCalled());
    expect(control).toHaveAccessibleName('Pause portfolio carousel');
    act(() => control.focus());
    await waitFor(() => expect(slick.play).toHaveBeenCalled());
  });

  it('Load More adds 4 covers per press on the slide, and Fiction stops at 6', async () => {
    const user = userEvent.setup();
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    // The slider arrived by import(), outside act: its render may be on the page before its effects
    // have run, among them each slide's subscription to the cover counts. Let them run first, so the
    // press below is heard in its own event.
    await act(async () => {});
    const slideAt = (index: number) => {
      const slide = document.querySelector<HTMLElement>(`.slick-slide[data-index="${index}"]`);
      if (!slide) throw new Error(`no slide ${index}`);
      return slide;
    };

    // A click without user-event's pauses, so nothing between it and the checks lets a frame pass.
    fireEvent.click(within(slideAt(0)).getByRole('button', { name: 'Load More' }));
    expect(slideAt(0).querySelectorAll('li')).toHaveLength(6);
    expect(within(slideAt(0)).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(slideAt(0).querySelector('[data-portfolio-slide="Fiction"]')).toHaveFocus();
    // slick's copy of Fiction (off screen, shown only while a rotation wraps) follows after the
    // tap's frame, with the same covers.
    expect(slideAt(6).querySelectorAll('li')).toHaveLength(4);
    await waitFor(() => expect(slideAt(6).querySelectorAll('li')).toHaveLength(6));
    expect(within(slideAt(6)).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(slideAt(0).querySelector('[data-portfolio-slide="Fiction"]')).toHaveFocus();

    act(() => slick.props?.beforeChange?.(0, 1));
    await user.click(within(slideAt(1)).getByRole('button', { name: 'Load More' }));
    expect(slideAt(1).querySelectorAll('li')).toHaveLength(8);
    await user.click(within(slideAt(1)).getByRole('button', { name: 'Load More' }));
    expect(slideAt(1).querySelectorAll('li')).toHaveLength(10);
    expect(within(slideAt(1)).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(slideAt(2).querySelectorAll('li')).toHaveLength(4);
  });

  it('a Load More pressed on the static slide carries over to the slider', async () => {
    const user = userEvent.setup();
    stubMatchMedia();
    const { rerender } = render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const fiction = screen.getByRole('group', { name: 'Fiction, 1 of 6' });
    await user.click(within(fiction).getByRole('button', { name: 'Load More' }));
    expect(within(fiction).getAllByRole('listitem')).toHaveLength(6);
    stubMatchMedia({ matching: [SMALL] });
    // useSyncExternalStore re-reads the snapshot on render.
    rerender(<PortfolioMobile covers={portfolio} copy={portfolioCopy} tone="light" />);
    await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    expect(document.querySelector('.slick-slide[data-index="0"]')?.querySelectorAll('li')).toHaveLength(6);
  });
});

describe('PortfolioCarousel with the real react-slick', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplays every 3 s, keeps only the current slide (clones included) out of inert, and stays put when paused', async () => {
    slick.useReal = true;
    stubMatchMedia({ matching: [SMALL] });
    render(<PortfolioMobile covers={portfolio} copy={portfolioCopy} />);
    const control = await screen.findByRole('button', { name: 'Pause portfolio carousel' });
    const slides = () => Array.from(document.querySelectorAll<HTMLElement>('.slick-slide'));
    const currentIndex = () => slides().find((slide) => slide.classList.contains('slick-current'))?.dataset.index;
    const liveIndexes = () =>
      slides()
        .filter((slide) => !slide.hasAttribute('inert'))
        .map((slide) => slide.dataset.index);
    expect(slides().map((slide) => slide.dataset.index)).toEqual(['-1', '0', '1', '2', '3', '4', '5', '6']);
    expect(currentIndex()).toBe('0');
    await waitFor(() => expect(liveIndexes()).toEqual(['0']));

    // From here on, timers are ours: pausing and playing restarts slick's interval under them.
    vi.useFakeTimers();
    fireEvent.click(control);
    expect(control).toHaveAccessibleName('Play portfolio carousel');
    fireEvent.click(control);
    expect(control).toHaveAccessibleName('Pause portfolio carousel');
    // Small steps, each in its own act(): slick chains timers through React state callbacks.
    const advance = (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 100) act(() => vi.advanceTimersByTime(100));
    };

    advance(3050 + 600);
    expect(currentIndex()).toBe('1');
    expect(liveIndexes()).toEqual(['1']);

    // Round the loop: from the last slide slick animates to the clone of the first (6), then
    // jumps back to 0. The clone stays inert.
    advance(5 * 3050 + 200);
    expect(currentIndex()).toBe('0');
    expect(liveIndexes()).toEqual(['0']);

    fireEvent.click(control);
    expect(control).toHaveAccessibleName('Play portfolio carousel');
    advance(10_000);
    expect(currentIndex()).toBe('0');
    expect(liveIndexes()).toEqual(['0']);
  });
});

describe('PortfolioSection', () => {
  it('renders the heading with its highlight, the intro and both variants, one per breakpoint', () => {
    stubMatchMedia();
    render(<PortfolioSection covers={portfolio} copy={portfolioCopy} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Check Out Our Work' });
    expect(heading.querySelector('span')).toHaveTextContent('Our Work');
    const section = screen.getByRole('region', { name: 'Check Out Our Work' });
    expect(section).toHaveAttribute('id', 'portfolio');
    expect(section).toHaveTextContent(portfolioCopy.intro);

    const tabsVariant = section.querySelector('[data-portfolio-variant="tabs"]');
    const carouselVariant = section.querySelector('[data-portfolio-variant="carousel"]');
    expect(tabsVariant).toHaveClass('hidden', 'lg:block');
    expect(carouselVariant).toHaveClass('lg:hidden');
    expect(tabsVariant?.querySelector('[role="tablist"]')).not.toBeNull();
    expect(carouselVariant?.querySelector('[data-portfolio-carousel="static"]')).not.toBeNull();
  });

  it('takes an id, a heading level and a tone', () => {
    stubMatchMedia();
    render(<PortfolioSection covers={portfolio} copy={portfolioCopy} id="our-work" headingLevel={3} tone="navy" />);
    const section = screen.getByRole('region', { name: 'Check Out Our Work' });
    expect(section).toHaveAttribute('id', 'our-work');
    expect(screen.getByRole('heading', { level: 3, name: 'Check Out Our Work' })).toHaveAttribute('id', 'our-work-heading');
    expect(within(section).getByRole('heading', { level: 4, name: 'Fiction' })).toBeInTheDocument();
  });
});

describe('the portfolio before the scripts run', () => {
  const tabsShell = <PortfolioTabsShell className="hidden lg:block" covers={portfolio} copy={portfolioCopy} tone="light" />;
  const mobileShell = <PortfolioMobileShell className="lg:hidden" covers={portfolio} copy={portfolioCopy} tone="light" slideHeadingLevel={3} inFirstScreen={false} />;

  /** The shell's server HTML in the document, then hydrated; without IntersectionObserver (jsdom) its box counts as near at once. */
  async function hydrate(element: ReactElement, beforeScripts?: (host: HTMLElement) => void) {
    const host = document.createElement('div');
    host.innerHTML = serverHtml(element);
    document.body.append(host);
    beforeScripts?.(host);
    await act(async () => {
      hydrateRoot(host, element);
    });
    return host;
  }

  it('the track holds every cover: 4 per category, the rest behind a Load More that opens with no script', () => {
    const host = document.createElement('div');
    host.innerHTML = serverHtml(mobileShell);
    const slides = Array.from(host.querySelectorAll('[data-portfolio-slide]'));
    expect(slides.map((slide) => slide.getAttribute('data-portfolio-slide'))).toEqual(portfolioCategories);
    for (const slide of slides) {
      const category = slide.getAttribute('data-portfolio-slide') as PortfolioCategory;
      expect(slide.querySelectorAll('li')).toHaveLength(expectedCounts[category]);
      const more = slide.querySelector('details');
      expect(more?.querySelector('summary')?.textContent).toBe(portfolioCopy.loadMore);
      expect(more?.querySelectorAll('li')).toHaveLength(expectedCounts[category] - 4);
    }
  });

  it('keeps the covers a Load More showed before the scripts ran', async () => {
    stubMatchMedia();
    const host = await hydrate(mobileShell, (page) => {
      const more = page.querySelector<HTMLDetailsElement>('[data-portfolio-slide="NonFiction"] details');
      if (!more) throw new Error('no Load More');
      more.open = true;
    });
    // The live track has replaced the static one: its Load More buttons work.
    await waitFor(() => expect(host.querySelector('details')).toBeNull());
    const slide = screen.getByRole('group', { name: 'Non-Fiction, 2 of 6' });
    expect(within(slide).getAllByRole('listitem')).toHaveLength(10);
    expect(within(slide).queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Fiction, 1 of 6' })).getByRole('button', { name: 'Load More' })).toBeInTheDocument();
    host.remove();
  });

  it('the tabs: the other tabs are disabled until they can switch, and Load More works from the HTML', async () => {
    const host = await hydrate(tabsShell, (page) => {
      const tabs = Array.from(page.querySelectorAll('[role="tab"]'));
      expect(tabs.map((tab) => tab.hasAttribute('disabled'))).toEqual([false, true, true, true, true, true]);
      const more = page.querySelector<HTMLDetailsElement>('[role="tabpanel"] details');
      if (!more) throw new Error('no Load More');
      more.open = true;
    });
    await waitFor(() => expect(screen.getAllByRole('tab').every((tab) => !tab.hasAttribute('disabled'))).toBe(true));
    expect(panelCovers()).toHaveLength(expectedCounts.Fiction);
    expect(host.querySelector('details')).toBeNull();
    host.remove();
  });

  it('each variant keeps its static form until its box nears the viewport (a box not displayed never does)', async () => {
    const viewport = stubIntersectionObserver();
    stubMatchMedia();
    const host = await hydrate(
      <>
        {tabsShell}
        {mobileShell}
      </>,
    );
    expect(viewport.observers.map((observer) => observer.options?.rootMargin)).toEqual(['800px 0px', '800px 0px']);
    await act(async () => {});
    expect(screen.getAllByRole('tab').filter((tab) => tab.hasAttribute('disabled'))).toHaveLength(5);
    expect(host.querySelectorAll('details').length).toBeGreaterThan(0);
    viewport.report(1);
    await waitFor(() => expect(host.querySelector('details')).toBeNull());
    expect(screen.getAllByRole('tab').every((tab) => !tab.hasAttribute('disabled'))).toBe(true);
    host.remove();
  });

  // The summary the keyboard was on is replaced by a button: focus goes with it, not back to the page's start.
  it.each([
    ['the tabs', tabsShell, '[role="tabpanel"] summary', null],
    ['the phone track', mobileShell, '[data-portfolio-slide="Memoir"] summary', 'Memoir, 5 of 6'],
  ] as const)('%s: a Load More focused before the scripts ran keeps the focus when its button replaces it', async (_name, element, summary, slideName) => {
    stubMatchMedia();
    const host = await hydrate(element, (page) => {
      page.querySelector<HTMLElement>(summary)?.focus();
      expect(document.activeElement?.tagName).toBe('SUMMARY');
    });
    await waitFor(() => expect(host.querySelector('details')).toBeNull());
    const scope = slideName === null ? screen.getByRole('tabpanel') : screen.getByRole('group', { name: slideName });
    expect(document.activeElement).toBe(within(scope).getByRole('button', { name: portfolioCopy.loadMore }));
    host.remove();
  });

  it('the tabs: the selected tab focused before the scripts ran keeps the focus', async () => {
    const host = await hydrate(tabsShell, (page) => page.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus());
    await waitFor(() => expect(host.querySelector('details')).toBeNull());
    expect(screen.getByRole('tab', { name: 'Fiction' })).toHaveFocus();
    host.remove();
  });
});
