import { useCallback, useEffect, useRef, useState } from 'react';

export interface HoverIntent {
  opened: boolean;
  /** True after a click: hovering away no longer closes it. */
  pinned: boolean;
  /** Opens after the open delay (pointer or focus arrived). */
  openSoon: () => void;
  /** Closes after the close delay unless pinned (pointer or focus left). */
  closeSoon: () => void;
  /** Cancels a pending open or close (pointer or focus entered the popover). */
  hold: () => void;
  /** A click: opens and pins, or closes when already pinned. */
  click: () => void;
  /** Closes now (Escape, a click outside). */
  close: () => void;
}

const CLOSED = { opened: false, pinned: false } as const;

/**
 * Open state of a popover that opens on hover, focus and click. Delays keep it from flashing
 * while the pointer crosses a list, and let the pointer travel from the target into the popover.
 */
export function useHoverIntent({
  openDelay = 350,
  closeDelay = 200,
}: { openDelay?: number; closeDelay?: number } = {}): HoverIntent {
  // One state, so a click or a delayed close decides from the pin as it is when it happens.
  const [state, setState] = useState<{ opened: boolean; pinned: boolean }>(CLOSED);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hold = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => hold, [hold]);

  const close = useCallback(() => {
    hold();
    setState(CLOSED);
  }, [hold]);

  const openSoon = useCallback(() => {
    hold();
    timer.current = setTimeout(() => setState((current) => ({ ...current, opened: true })), openDelay);
  }, [hold, openDelay]);

  const closeSoon = useCallback(() => {
    hold();
    timer.current = setTimeout(() => setState((current) => (current.pinned ? current : CLOSED)), closeDelay);
  }, [hold, closeDelay]);

  const click = useCallback(() => {
    hold();
    setState((current) => (current.pinned ? CLOSED : { opened: true, pinned: true }));
  }, [hold]);

  return { opened: state.opened, pinned: state.pinned, openSoon, closeSoon, hold, click, close };
}
