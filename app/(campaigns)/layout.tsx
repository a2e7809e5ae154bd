import type { ReactNode } from 'react';
// Imported for the bundle, not rendered here: a campaign page may wear the site's chrome
// (EntryChrome), whose client code (next/link, the mobile menu) every page already loads in the
// chunk of the site's layout, since Next lists that chunk with the root layout's client components
// (it comes with app/global-not-found.tsx). The campaign page's own chunk would carry a second copy,
// because only a parent layout's client code counts as loaded. Importing the chrome here makes it
// this layout's: Turbopack emits the same module set as the same chunk, and the page leaves it out.
// Import nothing else with client code here, or the chunk is no longer the shared one.
import '@/components/layout/site-chrome';

/** Campaign pages (app/(campaigns)/[...campaign]): each picks its own chrome, so this only passes them through. */
export default function CampaignsLayout({ children }: { children: ReactNode }) {
  return children;
}
