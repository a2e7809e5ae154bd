import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { VideoTestimonialsSection } from '@/components/sections/video-testimonials/video-testimonials-section';
import { videoTestimonialsCopy } from '@/content/video-testimonials-copy';
import { homeVideoTestimonials } from '@/content/videos';
import { stubIntersectionObserver } from '../support/intersection-observer';
import { stubMatchMedia } from '../support/match-media';
import { stubMedia } from '../support/media';

describe('lazily loaded video testimonials', () => {
  it('server-renders the first videos and disabled controls, with nothing set to autoplay', () => {
    const html = renderToString(<VideoTestimonialsSection copy={videoTestimonialsCopy} videos={homeVideoTestimonials} />);
    expect(html).toContain(homeVideoTestimonials[0]?.title ?? 'missing');
    expect(html).not.toContain('autoplay');
    expect(html).not.toMatch(/opacity:\s*0(?![.\d])/);
    expect(html.match(/<button[^>]*disabled/g)).toHaveLength(3);
  });

  it('loads the carousel when the section nears the viewport, then its controls work', async () => {
    stubMedia();
    stubMatchMedia();
    const viewport = stubIntersectionObserver();
    render(<VideoTestimonialsSection copy={videoTestimonialsCopy} videos={homeVideoTestimonials} />);
    const region = screen.getByRole('region', { name: /Hear From Our Authors/ });
    expect(within(region).getByRole('button', { name: 'Next videos' })).toBeDisabled();

    const loader = viewport.observers[0];
    expect(loader?.targets).toHaveLength(1);
    expect(loader?.options?.rootMargin).toBe('800px 0px');
    viewport.report(1);
    // Let the lazy chunk resolve inside act so React commits the loaded carousel.
    await act(async () => {
      await import('@/components/sections/video-testimonials/interactive-video-testimonials');
    });
    await vi.waitFor(() => expect(within(region).getByRole('button', { name: 'Next videos' })).toBeEnabled(), { timeout: 10_000 });
  }, 20_000);
});
