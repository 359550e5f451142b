import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { truncateConceptLabel } from '../concept-links';
import { ConceptPopover, type ConceptPopoverInfo } from './concept-popover';

export interface ConceptBadgeProps extends ConceptPopoverInfo {
  /** Drawn filled, e.g. when the concept is an active filter. */
  selected?: boolean;
  /** Extra controls in the popover (see `ConceptPopover`). */
  actions?: (close: () => void) => ReactNode;
}

/** A concept as a badge (label cut at 70 characters); a click opens its concept popover. */
export function ConceptBadge({ selected = false, actions, ...info }: ConceptBadgeProps) {
  const label = truncateConceptLabel(info.name);
  return (
    <ConceptPopover {...info} {...(actions ? { actions } : {})}>
      <Badge
        component="button"
        type="button"
        variant={selected ? 'filled' : 'light'}
        radius="sm"
        tt="none"
        fw={500}
        style={{ cursor: 'pointer' }}
        title={label === info.name ? undefined : info.name}
      >
        {label}
      </Badge>
    </ConceptPopover>
  );
}
