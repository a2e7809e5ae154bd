'use client';

import { useState } from 'react';

interface MarqueeToggleProps {
  pauseLabel: string;
  playLabel: string;
}

/** Pauses and resumes the CSS marquee it sits in (data-paused on the nearest [data-marquee]). */
export function MarqueeToggle({ pauseLabel, playLabel }: MarqueeToggleProps) {
  const [paused, setPaused] = useState(false);
  return (
    <button
      type="button"
      aria-label={paused ? playLabel : pauseLabel}
      onClick={(event) => {
        const next = !paused;
        setPaused(next);
        event.currentTarget.closest('[data-marquee]')?.toggleAttribute('data-paused', next);
      }}
      className="mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-navy-100 text-navy-900 hover:bg-navy-50"
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false" fill="currentColor">
        {paused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zm6 0h4v14h-4z" />}
      </svg>
    </button>
  );
}
