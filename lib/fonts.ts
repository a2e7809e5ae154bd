import localFont from 'next/font/local';

// Self-hosted variable fonts from @fontsource-variable: no request leaves the site at build or run time.
export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});

export const serifFont = localFont({
  src: '../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-serif',
  weight: '100 900',
  display: 'swap',
});
