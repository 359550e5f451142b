import { Affix, Button, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';

/** Shown once the page has scrolled this far (spec 01 section 2). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
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
