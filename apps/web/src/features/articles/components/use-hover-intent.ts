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

/**
 * Open state of a popover that opens on hover, focus and click. Delays keep it from flashing
 * while the pointer crosses a list, and let the pointer travel from the target into the popover.
 */
export function useHoverIntent({
  openDelay = 350,
  closeDelay = 200,
}: { openDelay?: number; closeDelay?: number } = {}): HoverIntent {
  const [opened, setOpened] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pinnedRef = useRef(false);
  pinnedRef.current = pinned;

  const hold = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => hold, [hold]);

  const close = useCallback(() => {
    hold();
    setOpened(false);
    setPinned(false);
  }, [hold]);

  const openSoon = useCallback(() => {
    hold();
    timer.current = setTimeout(() => setOpened(true), openDelay);
  }, [hold, openDelay]);

  const closeSoon = useCallback(() => {
    hold();
    if (pinnedRef.current) return;
    timer.current = setTimeout(() => setOpened(false), closeDelay);
  }, [hold, closeDelay]);

  const click = useCallback(() => {
    hold();
    if (pinnedRef.current) {
      setOpened(false);
      setPinned(false);
    } else {
      setOpened(true);
      setPinned(true);
    }
  }, [hold]);

  return { opened, pinned, openSoon, closeSoon, hold, click, close };
}
