import { Affix, Button, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';

/** Shown once the page has scrolled this far (spec 01 section 2). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** The button's distance from the window's bottom right corner. */
const OFFSET_PX = 20;
/** Mantine's `sm` button height. */
const BUTTON_HEIGHT_PX = 36;

/**
 * The strip at the bottom of the window the button covers, with a small gap: the footer keeps
 * its content above it, so at the end of a long page the button never hides a footer link.
 */
export const SCROLL_TO_TOP_CLEARANCE_PX = OFFSET_PX + BUTTON_HEIGHT_PX + 12;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: OFFSET_PX, right: OFFSET_PX }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD_PX}>
        {(style) => (
          <Button
            style={style}
            size="sm"
            variant="default"
            aria-label="Scroll to top"
            onClick={() => scrollTo({ y: 0 })}
          >
            ↑ Top
          </Button>
        )}
      </Transition>
    </Affix>
  );
}
