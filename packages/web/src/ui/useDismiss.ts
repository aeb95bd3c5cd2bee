import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup when the pointer goes down outside `container` or Escape is pressed while the focus is
 * inside it (then the focus goes back to `returnFocus`, usually the button that opened it).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !container.current?.contains(document.activeElement)) return;
      event.preventDefault();
      onClose();
      returnFocus?.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, open, onClose, returnFocus]);
}
