import type { ReactNode, Ref } from 'react';

interface MutedVideoProps {
  ref?: Ref<HTMLVideoElement>;
  /** One MP4 file. */
  src: string;
  poster: string;
  width: number;
  height: number;
  className?: string;
  preload: 'none' | 'metadata';
  autoPlay?: boolean;
  /** Shown by browsers that cannot play the video. */
  fallback: ReactNode;
}

/**
 * A muted, looping, inline MP4 with its poster and its box reserved (width and height): how every
 * testimonial video of the site is embedded, so it may start without sound and never takes over a
 * phone's screen. Who plays and pauses it is the caller's business.
 */
export function MutedVideo({ ref, src, poster, width, height, className, preload, autoPlay, fallback }: MutedVideoProps) {
  return (
    <video ref={ref} className={className} width={width} height={height} poster={poster} muted loop playsInline preload={preload} autoPlay={autoPlay}>
      <source src={src} type="video/mp4" />
      {fallback}
    </video>
  );
}
