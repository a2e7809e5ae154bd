/** Classes every footer part shares, so the two footers look alike. */
export const footerLinkClass = 'text-navy-100 underline-offset-4 hover:text-white hover:underline';
export const footerHeadingClass = 'font-sans text-sm font-semibold uppercase tracking-wider text-gold-300';
