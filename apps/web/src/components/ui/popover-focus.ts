import type { PopoverProps } from '@mantine/core';

/**
 * How a popover opened from its target (a click, or Enter or Space on a focused target) lets
 * keyboard users in: focus moves into the dropdown (to its first link, or to the dropdown itself
 * while it loads) and Tab cycles inside it; Escape closes it and puts focus back on the target.
 * Without this the dropdown, rendered at the end of the document, is out of the Tab order.
 *
 * A popover that opened only because the pointer rests on its target passes `false`: pointing
 * at a title must not pull focus away from where the user is typing.
 */
export function popoverFocusProps(openedFromTarget: boolean): Pick<PopoverProps, 'trapFocus' | 'returnFocus'> {
  return { trapFocus: openedFromTarget, returnFocus: openedFromTarget };
}
