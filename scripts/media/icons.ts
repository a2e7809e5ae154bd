/**
 * 48x48 stroke icons (navy lines, gold accents) written as small hand-tuned SVG files. They are
 * decorative (alt '') beside their headings, so they carry no title and no accessible name.
 */
import { iconNames, type IconName } from '../../content/media';
import { writeText } from './encode';

const NAVY = '#16264a';
const GOLD = '#c8962c';

/** `g(...)` wraps gold parts; everything else inherits the navy stroke from the root. */
const g = (d: string): string => `<g stroke="${GOLD}">${d}</g>`;
const gf = (d: string): string => `<g fill="${GOLD}" stroke="none">${d}</g>`;

const bodies: Record<IconName, string> = {
  'trusted-expertise': `<path d="M24 5l15 5v12c0 10-6.5 17-15 21C15.5 39 9 32 9 22V10z"/>${g('<path d="M17 24l5 5 10-11"/>')}`,
  'global-recognition': `<circle cx="22" cy="22" r="15"/><path d="M7 22h30M22 7c-5 5-5 25 0 30M22 7c5 5 5 25 0 30"/>${g('<circle cx="36" cy="36" r="7" fill="#fff"/><path d="M33.5 36l2 2 3.5-4"/>')}`,
  'skilled-native-writers': `<path d="M33 7l8 8-20 20-10 2 2-10z"/><path d="M28 12l8 8"/>${g('<path d="M7 42c4-3 7 3 11 0s7 3 11 0 7 3 11 0"/>')}`,
  'extensive-catalog': `<rect x="8" y="32" width="32" height="8" rx="2"/><rect x="11" y="22" width="28" height="8" rx="2"/><rect x="8" y="12" width="30" height="8" rx="2"/>${g('<path d="M13 16h6M16 26h6M13 36h6"/>')}`,
  'schedule-call': `<rect x="6" y="10" width="30" height="30" rx="3"/><path d="M6 18h30M13 6v8M29 6v8"/>${g('<path d="M33 27a9 9 0 1 1 0 18 9 9 0 0 1 0-18z" fill="#fff"/><path d="M33 31v5l3 2"/>')}`,
  'get-onboard': `<rect x="10" y="8" width="28" height="34" rx="3"/><path d="M18 5h12v6H18z"/>${g('<path d="M16 21l3 3 5-5M16 32l3 3 5-5"/>')}<path d="M28 22h5M28 33h5"/>`,
  'work-done': `<path d="M24 14c-4-3-10-4-17-3v26c7-1 13 0 17 3 4-3 10-4 17-3V11c-7-1-13 0-17 3zM24 14v26"/>${g('<path d="M30 7l3 3 6-6"/>')}`,
  'order-details': `<path d="M12 5h18l8 8v30H12z"/><path d="M30 5v8h8"/><path d="M18 21h14M18 28h14M18 35h8"/>${g('<circle cx="36" cy="38" r="6" fill="#fff"/><path d="M33.5 38l2 2 3-3.5"/>')}`,
  'research-audience': `<circle cx="21" cy="21" r="13"/><path d="M30.5 30.5L42 42"/>${g('<circle cx="16" cy="17" r="3"/><circle cx="26" cy="17" r="3"/><path d="M10.5 28a5.5 5.5 0 0 1 11 0M20.5 28a5.5 5.5 0 0 1 11 0"/>')}`,
  'strategy-approval': `<path d="M9 6h22l7 7v29H9z"/><path d="M15 16h12M15 22h16M15 28h8"/>${g('<circle cx="31" cy="35" r="8" fill="#fff"/><path d="M27.5 35l2.5 2.5 4.5-5"/>')}`,
  'pre-launch': `<path d="M24 5c6 5 8 12 8 20v8H16v-8c0-8 2-15 8-20z"/><circle cx="24" cy="19" r="3"/><path d="M16 27l-5 6v4l5-2M32 27l5 6v4l-5-2"/>${g('<path d="M21 37v5M27 37v5M24 37v3"/>')}<path d="M8 44h32"/>`,
  'book-launch': `<path d="M24 24c-4-2.5-10-3-16-2v18c6-1 12-.5 16 2 4-2.5 10-3 16-2V22c-6-1-12-.5-16 2zM24 24v18"/>${g('<path d="M24 4v10M15 8l4 6M33 8l-4 6M10 15l5 3M38 15l-5 3"/>')}`,
  'post-launch': `<path d="M6 6v36h36"/><path d="M12 34l8-9 6 5 12-14"/>${g('<path d="M32 16h6v6"/><path d="M14 12l1.2 2.6 2.8.4-2 2 .5 2.8-2.5-1.3-2.5 1.3.5-2.8-2-2 2.8-.4z"/>')}`,
  'package-ignite': `${g('<path d="M24 43c-8 0-13-5.5-13-12.5C11 22 18 19 19 10c5 3 7 8 6 12 2-1 3.5-3 4-6 5 4 8 9 8 14.5C37 37.5 32 43 24 43z"/>')}<path d="M24 43c-3.5 0-6-2.5-6-6 0-4 3-6 4-9 3 2 4 4 4 6 1-.5 2-1.5 2.5-3 1.5 2 1.5 3.5 1.5 6 0 3.5-2.5 6-6 6z"/>`,
  'package-rise': `<path d="M5 36h38M11 42h26"/><path d="M13 36a11 11 0 0 1 22 0"/>${g('<path d="M24 6v8M10 14l5 5M38 14l-5 5M4 26h6M38 26h6"/>')}`,
  'package-legacy': `<path d="M8 16l8 8 8-12 8 12 8-8-3 22H11z"/><path d="M11 38h26v4H11z"/>${gf('<circle cx="8" cy="15" r="2.5"/><circle cx="24" cy="11" r="2.5"/><circle cx="40" cy="15" r="2.5"/><circle cx="24" cy="30" r="3"/>')}`,
};

export function iconSvg(name: IconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${NAVY}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${bodies[name]}</svg>\n`;
}

export async function generateIcons(): Promise<void> {
  for (const name of iconNames) writeText(`images/icons/${name}.svg`, iconSvg(name));
}
