import { useEffect, useState } from 'react';

/**
 * Puts focus back where it was when a dialog mounted, once the dialog unmounts. Mantine's Modal
 * returns focus only when its `opened` turns false; a dialog rendered only while open
 * (`{open && <Dialog opened />}`) is unmounted instead, and focus fell to the page body, so a
 * keyboard user had to Tab again from the top. The opener is read during the first render,
 * before the dialog moves focus into itself.
 */
export function useRestoreFocus(mountedOpen = true): void {
  // A dialog kept mounted and closed at first (`opened` driven) needs nothing: Mantine returns focus.
  const [opener] = useState(() => (typeof document === 'undefined' || !mountedOpen ? null : document.activeElement));
  useEffect(
    () => () => {
      // Not when the opener is gone (a menu item) or the page moved focus elsewhere on purpose.
      if (!(opener instanceof HTMLElement) || !opener.isConnected) return;
      const current = document.activeElement;
      if (current === null || current === document.body) opener.focus();
    },
    [opener],
  );
}
