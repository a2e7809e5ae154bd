/** Shared button looks, so a link and a button that do the same job look the same. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline-light' | 'ghost';
export type ButtonSize = 'compact' | 'md' | 'lg';

const base = 'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-70';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-gold-500 text-navy-950 hover:bg-gold-400',
  secondary: 'bg-navy-800 text-white hover:bg-navy-700',
  'outline-light': 'border-2 border-white/80 text-white hover:bg-white hover:text-navy-900',
  ghost: 'text-navy-800 underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  // One line whatever the width: for tight rows such as a landing header on a 320 px phone.
  compact: 'min-h-11 whitespace-nowrap px-3 text-sm sm:px-5',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
