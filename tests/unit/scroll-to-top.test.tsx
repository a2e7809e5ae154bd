import { navigation, resetNavigation } from './navigation-mock';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ScrollToTop } from '@/components/layout/scroll-to-top';

describe('ScrollToTop', () => {
  it('leaves the first render alone and scrolls to the top on every route change', () => {
    resetNavigation('/');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
    navigation.pathname = '/about/';
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    rerender(<ScrollToTop />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
