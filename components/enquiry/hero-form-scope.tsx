'use client';

import { createContext, useContext, type ReactNode } from 'react';

const HeroFormContext = createContext(false);

/**
 * Marks a page whose hero (or on-page enquiry section) holds the enquiry form: its Get Started
 * links lead there until a script can open the popup; elsewhere they lead to the contact page's.
 * Set by the page (it knows its blocks), read by GetStartedButton, also in the server HTML.
 */
export function HeroFormScope({ children }: { children: ReactNode }) {
  return <HeroFormContext value>{children}</HeroFormContext>;
}

export function useHeroFormOnPage(): boolean {
  return useContext(HeroFormContext);
}
