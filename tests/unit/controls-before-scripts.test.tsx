import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MarqueeToggle } from '@/components/sections/marquee-toggle';
import { RotatingHeadline } from '@/components/sections/rotating-headline';
import { PlatformsStrip } from '@/components/sections/platforms-strip';
import { TestimonialRotator } from '@/components/sections/author-testimonials/testimonial-rotator';
import { platformLogos } from '@/content/media';

/**
 * A control that cannot work before the page's scripts run is disabled in the server HTML (a tap
 * there would do nothing), and works once they have (issue 33).
 */
const controls: [string, ReactElement][] = [
  [
    'the rotating word pause',
    <RotatingHeadline key="r" words={['Publish', 'Market']} staticText="Your Book" label="Publish Your Book" pauseLabel="Pause" playLabel="Play" />,
  ],
  ['the platform strip pause', <PlatformsStrip key="p" logos={platformLogos} regionLabel="Platforms" pauseLabel="Pause" playLabel="Play" />],
  [
    'the testimonial controls',
    <TestimonialRotator
      key="t"
      labelledBy="h"
      autoplayMs={5000}
      labels={{ pause: 'Pause', play: 'Play', previous: 'Previous', next: 'Next' }}
      slides={[
        { key: 'a', label: '1 of 2', announcement: 'A', content: <p>A</p> },
        { key: 'b', label: '2 of 2', announcement: 'B', content: <p>B</p> },
      ]}
    />,
  ],
];

describe('controls before the scripts run', () => {
  it.each(controls)('%s: disabled in the server HTML, enabled once scripts run', (_name, element) => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    const buttons = Array.from(host.querySelectorAll('button'));
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((button) => button.disabled)).toBe(true);
    const { container } = render(element);
    expect(Array.from(container.querySelectorAll('button')).every((button) => !button.disabled)).toBe(true);
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
