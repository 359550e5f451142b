import { Pill } from '@mantine/core';
import { useConceptBadgeLabel } from '../../concepts/queries/concept-names';

/**
 * A concept badge inside the search box: a non-editable chip standing for `c:{conceptId}`.
 * Shows the concept's name once known, `c:{id}` until then.
 */
export function ConceptPill({ conceptId, onRemove }: { conceptId: number; onRemove: () => void }) {
  const label = useConceptBadgeLabel(conceptId);
  return (
    <Pill
      size="md"
      bg="indigo.0"
      c="indigo.9"
      withRemoveButton
      onRemove={onRemove}
      // Mantine hides the remove button from keyboards and screen readers; a badge must be removable by both.
      removeButtonProps={{ 'aria-label': `Remove concept ${label}`, 'aria-hidden': false, tabIndex: 0 }}
      title={`Concept ${label} (c:${conceptId})`}
      data-concept-id={conceptId}
    >
      {label}
    </Pill>
  );
}
