import { REFEREES_EXPORT_FORMATS, REFEREES_EXPORT_LIMITS, type RefereesCsvDelimiter } from '@sciscope/contracts';
import { Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_EXPORT_CHOICE,
  exportRefereesUrl,
  type ExportChoice,
  type ExportCustomLists,
} from '../referees-export';

/** Under the top N choice: the file holds what the page shows (walk 11). */
export const EXPORT_TOP_NOTE =
  'Custom authors and marked referees shown above the list are exported too, above the top candidates.';

/**
 * The export choices (format, delimiter, top 50/100/200, only marked for proposals); Export is
 * a browser GET of the file (spec 03 section 7), so the browser downloads it.
 */
export function ExportModal({
  opened,
  onClose,
  kind,
  docId,
  settings,
  customLists,
  onlyCustom,
  asOrgId,
}: {
  opened: boolean;
  onClose: () => void;
  kind: string;
  docId: number;
  settings: string;
  customLists: ExportCustomLists;
  onlyCustom: boolean;
  asOrgId: number | null;
}) {
  const [choice, setChoice] = useState<ExportChoice>(DEFAULT_EXPORT_CHOICE);
  const isProposal = kind === 'proposal';
  const onExport = () => {
    onClose();
    window.location.assign(exportRefereesUrl({ kind, docId, settings, customLists, choice, onlyCustom, asOrgId }));
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Export candidates">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={500} id="export-format">
            Format
          </Text>
          <SegmentedControl
            aria-labelledby="export-format"
            value={choice.format}
            data={REFEREES_EXPORT_FORMATS.map((format) => ({ value: format, label: format.toUpperCase() }))}
            onChange={(value) => setChoice({ ...choice, format: value as ExportChoice['format'] })}
          />
        </Stack>
        {choice.format === 'csv' && (
          <Select
            label="Delimiter"
            value={choice.delimiter}
            allowDeselect={false}
            data={[
              { value: 'comma', label: 'Comma' },
              { value: 'semicolon', label: 'Semicolon' },
              { value: 'tab', label: 'Tab' },
              { value: 'pipe', label: 'Pipe' },
            ]}
            onChange={(value) => setChoice({ ...choice, delimiter: (value ?? 'comma') as RefereesCsvDelimiter })}
          />
        )}
        <Stack gap={2}>
          <Text size="sm" fw={500} id="export-limit">
            Candidates
          </Text>
          <SegmentedControl
            aria-labelledby="export-limit"
            value={String(choice.limit)}
            disabled={choice.onlyMarked}
            data={REFEREES_EXPORT_LIMITS.map((limit) => ({ value: String(limit), label: `Top ${limit}` }))}
            onChange={(value) => setChoice({ ...choice, limit: Number(value) as ExportChoice['limit'] })}
          />
          {!choice.onlyMarked && !onlyCustom && (
            <Text size="xs" c="dimmed">
              {EXPORT_TOP_NOTE}
            </Text>
          )}
        </Stack>
        {isProposal && (
          <Checkbox
            label="Only marked referees"
            checked={choice.onlyMarked}
            onChange={(event) => setChoice({ ...choice, onlyMarked: event.currentTarget.checked })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onExport}>Export</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
