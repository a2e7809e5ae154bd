import { vi } from 'vitest';

/** A controllable stand-in for next/navigation: tests set the pathname and read router.push and replace calls. */
export const navigation = {
  pathname: '/',
  push: vi.fn<(href: string) => void>(),
  replace: vi.fn<(href: string) => void>(),
};

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: navigation.push, replace: navigation.replace, prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() }),
}));

export function resetNavigation(pathname = '/'): void {
  navigation.pathname = pathname;
  navigation.push.mockReset();
  navigation.replace.mockReset();
}
