import type { Config } from 'tailwindcss';

/**
 * Brand tokens. Loaded by `@config` in styles/globals.css (Tailwind 4 reads this file alongside its
 * CSS-first defaults). Text colours are chosen for WCAG 2.2 AA on the surfaces they are used on:
 * ink on paper/white, paper on navy, gold-700 (not gold-400) for highlighted words on light surfaces.
 */
const config: Config = {
  content: [],
  theme: {
    extend: {
      colors: {
        navy: {
          50: '#eef2fa',
          100: '#d9e1f2',
          200: '#b3c2e2',
          600: '#2b4477',
          700: '#1f3563',
          800: '#16264a',
          900: '#0f1b33',
          950: '#0a1224',
        },
        gold: {
          100: '#f8ecd0',
          300: '#e7c172',
          400: '#d9a63f',
          500: '#c8962c',
          700: '#8a5a00',
        },
        paper: '#faf7f0',
        ink: '#1b2333',
        muted: '#4a5568',
        focus: '#2563eb',
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        serif: ['var(--font-serif)', 'ui-serif', 'Georgia', 'serif'],
      },
      maxWidth: {
        content: '76rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 27 51 / 0.06), 0 8px 24px rgb(15 27 51 / 0.08)',
        modal: '0 24px 64px rgb(10 18 36 / 0.35)',
      },
    },
  },
};

export default config;
