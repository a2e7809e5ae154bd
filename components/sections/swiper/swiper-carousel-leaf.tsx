'use client';

// Loaded with import() by swiper-carousel-shell.tsx when the carousel nears the viewport: swiper's
// JavaScript and CSS are only downloaded by pages that show a swiper carousel.
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { A11yOptions, PaginationOptions } from 'swiper/types';
import { fillTemplate } from '@/lib/fill-template';
import { swiperOptionsByVariant } from './carousel-config';
import { bulletHtml, paginationRowClass } from './swiper-pagination';
import type { SwiperTrackProps } from './swiper-static-track';

const modules = [Pagination, A11y];

/** A bullet press: the slide it shows, whether its change is still to start, and how often it was started. */
type BulletPress = { target: number; awaitingStart: boolean; starts: number };
/** Starts of one press, its first included: a press is not started again after a third. */
const MAX_PRESS_STARTS = 3;

/**
 * swiper's a11y module: keeps aria-current on the active bullet and a polite live region on the
 * slides. Slide roles and names are set by us (role="group", aria-roledescription="slide",
 * 'n of N'), so its own slide labelling is switched off.
 */
const a11y: A11yOptions = {
  enabled: true,
  slideRole: '',
  slideLabelMessage: '',
  itemRoleDescriptionMessage: null,
  containerMessage: null,
  containerRoleDescriptionMessage: null,
};

/**
 * The bullets are real <button>s, so Enter and Space already click them; swiper's a11y module
 * clicks them a second time from a keydown listener on the pagination row, and in loop mode that
 * second slide change could cancel the first (the bullet did not become current). React's capture
 * handler runs before that listener, so stopping the event there leaves one click: the button's own.
 */
function keepOneBulletActivation(event: KeyboardEvent<HTMLDivElement>) {
  if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof Element && event.target.closest('.swiper-pagination-bullet')) {
    event.stopPropagation();
  }
}

/**
 * The static row is a tab stop (swiper-static-track.tsx). If it has the focus when swiper takes
 * over its box, the row leaves the page and the focus would fall back to the body, sending a
 * keyboard user to the top: the carousel region (`root`, a focus target) takes it instead, and
 * Tab goes on from there.
 */
export function readStart(root: HTMLElement): { refocus: HTMLElement | null } {
  const active = document.activeElement;
  return { refocus: active instanceof Element && root.contains(active) && active.matches('[data-carousel-viewport="static"]') ? root : null };
}

/**
 * The live carousel: swiper with the variant's options (carousel-config.ts), in the box the static
 * track occupied (swiper-static-track.tsx), and the pagination row below it filled by swiper.
 */
export default function SwiperCarouselLeaf({ id, variant, slides, slideLabels, bulletLabel, start }: SwiperTrackProps & { start?: ReturnType<typeof readStart> }) {
  const options = swiperOptionsByVariant[variant];
  const refocus = start?.refocus ?? null;
  useLayoutEffect(() => {
    if (refocus && (document.activeElement === null || document.activeElement === document.body)) refocus.focus();
  }, [refocus]);
  const paginationId = `${id}-pagination`;
  const total = slides.length;
  const swiperRef = useRef<SwiperInstance | null>(null);
  /** The visitor's last bullet press, until the carousel comes to rest on its slide. */
  const press = useRef<BulletPress | null>(null);

  // Every bullet press is noted here before swiper's own listener on the row sees it.
  // - In loop mode swiper drops a slide change asked for during another one's transition, so a
  //   second bullet pressed within those 300 ms did nothing. Such a press is held (stopped before
  //   swiper's listener, as above) and started when the running change ends.
  // - In loop mode swiper re-seats the view after a resize (a late font or image reflowing a slide)
  //   in the frame after handling it, on the slide current when it handled it. A press started in
  //   between was pulled back to the old slide. So whenever a change ends away from the pressed
  //   slide, the press is started again (a few times at most, so it can never fight swiper for good).
  function notePress(event: MouseEvent<HTMLDivElement>) {
    const swiper = swiperRef.current;
    const bullet = event.target instanceof Element ? event.target.closest('.swiper-pagination-bullet') : null;
    if (!swiper || !bullet?.parentElement) return;
    const target = [...bullet.parentElement.children].indexOf(bullet);
    // A change asked for but not started yet: swiper starts some of them in the next frame.
    const startPending = press.current?.awaitingStart === true;
    if (swiper.animating || startPending) {
      event.stopPropagation();
      const held: BulletPress = { target, awaitingStart: startPending, starts: 0 };
      press.current = held;
      // The pending start is the earlier press's, and its end starts this one. Should that start
      // never come, this press is started two frames on, when swiper's next-frame start is past.
      if (startPending) {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (press.current !== held || !held.awaitingStart || swiper.destroyed || swiper.animating) return;
            held.awaitingStart = false;
            settlePress(swiper);
          }),
        );
      }
    } else {
      // swiper's listener starts this change, at once or in the next frame; a press on the slide
      // already shown asks for nothing.
      press.current = target === swiper.realIndex ? null : { target, awaitingStart: true, starts: 1 };
    }
  }

  // A slide change that is not one of swiper's re-seats has started: the press's own, or another
  // (a swipe's end, the focus moving to a slide, a breakpoint), which then takes over from it.
  function noteStart(_swiper: SwiperInstance, _speed: number, internal: unknown) {
    const current = press.current;
    if (internal || !current) return;
    if (current.awaitingStart) current.awaitingStart = false;
    else press.current = null;
  }

  // On swiper's `transitionEnd`, not `slideChangeTransitionEnd`: a resize mid-slide ends the change
  // at once without the slide-change events. A press is done when the carousel is on its slide,
  // else it is started (again) unless its own start is still to come.
  function settlePress(swiper: SwiperInstance) {
    const current = press.current;
    if (!current || swiper.animating) return;
    if (current.target === swiper.realIndex || current.starts >= MAX_PRESS_STARTS) {
      press.current = null;
      return;
    }
    if (current.awaitingStart) return;
    current.starts += 1;
    current.awaitingStart = true;
    // After swiper's own handler (e.g. its resize re-seat) has finished, not inside it; and a swipe
    // whose first move ends the running change (swiper then ends it at once) drops the press
    // before this runs.
    queueMicrotask(() => {
      if (!swiper.destroyed && press.current === current) swiper.slideToLoop(current.target);
    });
  }

  // Stable between renders: swiper/react re-applies a pagination object that changes identity.
  const pagination = useMemo<PaginationOptions>(
    () => ({
      ...options.pagination,
      // The row is rendered below the slides by us (same box as the static placeholder).
      el: `#${paginationId}`,
      renderBullet: (index, className) => bulletHtml(className, fillTemplate(bulletLabel, { position: index + 1, total })),
    }),
    [options, paginationId, bulletLabel, total],
  );

  return (
    <>
      <Swiper
        modules={modules}
        {...options}
        pagination={pagination}
        a11y={a11y}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        onBeforeTransitionStart={noteStart}
        onTransitionEnd={settlePress}
        // A swipe takes over from a press.
        onSliderFirstMove={() => {
          press.current = null;
        }}
        data-carousel-viewport="swiper"
      >
        {slides.map((slide, index) => (
          // h-auto!: swiper's CSS gives slides height: 100% of an auto-height row, which stops the
          // flex stretch; auto lets every slide take the tallest one's height, as the static track does.
          <SwiperSlide key={index} role="group" aria-roledescription="slide" aria-label={slideLabels[index]} className="h-auto!">
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div id={paginationId} className={paginationRowClass} onKeyDownCapture={keepOneBulletActivation} onClickCapture={notePress} />
    </>
  );
}
