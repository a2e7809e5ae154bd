/**
 * A value that components read with `useSyncExternalStore`. A change re-renders its readers only,
 * where a context change makes React walk the provider's whole subtree looking for them: on a
 * long page that walk alone is a large part of a tap's time on a slow phone.
 */
export interface ObservableValue<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function observableValue<T>(initial: T): ObservableValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
