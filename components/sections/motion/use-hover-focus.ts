import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the pointer is over `ref`'s element and whether focus is inside it, for pausing
 * moving content while the visitor reads or operates it (WCAG 2.2.2). Native listeners: these
 * observe the element, they do not make it interactive.
 */
export function useHoverFocus(ref: RefObject<HTMLElement | null>): { hovered: boolean; focused: boolean } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);

  return { hovered, focused };
}
