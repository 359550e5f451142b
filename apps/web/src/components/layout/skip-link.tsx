import type { MouseEvent } from 'react';
import classes from './shell.module.css';

/** The id of the page's main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first stop of the Tab key, shown only while it has the focus, so
 * that a keyboard user passes the logo and the navigation in one step.
 */
export function SkipLink() {
  // Focus moves by hand: following the fragment would put "#main-content" in the URL, which the
  // router reads as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip}>
      Skip to main content
    </a>
  );
}
