import { Icon } from './icon';

interface CarouselArrowButtonProps {
  direction: 'previous' | 'next';
  /** Accessible name, e.g. 'Next testimonial'. */
  label: string;
  /** Id of the slides container the button changes. */
  controls: string;
  onClick?: () => void;
  /** The server-rendered stand-in shows the control disabled until the carousel's code loads. */
  disabled?: boolean;
}

/** A round Previous / Next control of a carousel, 48 px, with its name for screen readers only. */
export function CarouselArrowButton({ direction, label, controls, onClick, disabled = false }: CarouselArrowButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      aria-controls={controls}
      onClick={onClick}
      className="inline-flex size-12 items-center justify-center rounded-full bg-navy-800 text-white transition-colors duration-200 hover:bg-navy-700"
    >
      <Icon name="arrowRight" className={direction === 'previous' ? 'size-5 rotate-180' : 'size-5'} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
