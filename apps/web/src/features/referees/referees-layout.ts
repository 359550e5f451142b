import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone-sized screen: narrower than Mantine's `sm` breakpoint (48em, 768 px). There the
 * referee finder opens with its settings collapsed and lays the candidate table out for the
 * width (walk 20: at 390 px the table started some 2,900 px down, and the conflicts and the
 * details button needed sideways scrolling).
 */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

/** Whether the screen is narrow now (false where there is no window, as in a static render). */
export function isNarrowScreen(): boolean {
  return typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** Whether the screen is narrow, following a resize or a turn of the phone; read at once on mount. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
}
