import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakeIntersectionObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  disconnected: boolean;
}

/**
 * Replaces IntersectionObserver with one the test drives: `report(ratio)` tells every connected
 * observer that its targets are now that much in view (0 = out of view). setup.ts undoes the stub.
 */
export function stubIntersectionObserver() {
  const observers: FakeIntersectionObserver[] = [];
  class FakeObserver {
    private record: FakeIntersectionObserver;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, targets: [], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    report(ratio: number) {
      for (const observer of observers.filter((o) => !o.disconnected)) {
        const entries = observer.targets.map((target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as unknown as IntersectionObserverEntry);
        act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
      }
    },
  };
}
