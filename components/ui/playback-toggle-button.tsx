import { PlaybackIcon } from './playback-icon';

interface PlaybackToggleButtonProps {
  playing: boolean;
  /** Visible text while playing / while paused (it says what pressing does next). */
  pauseLabel: string;
  playLabel: string;
  onClick?: () => void;
  /** The server-rendered stand-in shows the control disabled until the carousel's code loads. */
  disabled?: boolean;
}

/** The outlined Pause / Play control of an auto-advancing carousel (WCAG 2.2.2). */
export function PlaybackToggleButton({ playing, pauseLabel, playLabel, onClick, disabled = false }: PlaybackToggleButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-navy-800 px-5 text-sm font-semibold text-navy-800 transition-colors duration-200 hover:bg-navy-50"
    >
      <PlaybackIcon playing={playing} />
      {playing ? pauseLabel : playLabel}
    </button>
  );
}
