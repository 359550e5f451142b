import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a success message stays (spec 01 section 9: 3 s). */
export const SUCCESS_MESSAGE_MS = 3000;

/**
 * A success message that clears itself after 3 s; showing another restarts the clock. `clear`
 * takes it away at once (a new edit or submit, so that it never stands beside a new error).
 */
export function useFlashMessage(): [message: string | null, show: (message: string) => void, clear: () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), SUCCESS_MESSAGE_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
