import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readImportFile } from '../../../components/files/import-file';
import { importSummary } from '../panel-display';
import { useImportPanel } from '../queries/use-panels';

/** The largest subpanel file read in the browser. */
const PANEL_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Subpanels and documents from a CSV or JSON file (the format of `sciscope import panel`). */
export function PanelImportForm({ panelId }: { panelId: number }) {
  const importPanel = useImportPanel(panelId);
  const [fileError, setFileError] = useState<string | null>(null);
  const onFile = async (file: File | null) => {
    if (!file) return;
    // A new file's outcome replaces the last one's: a refused file must not sit beside the
    // summary of the import before it.
    importPanel.reset();
    const read = await readImportFile(file, { maxBytes: PANEL_IMPORT_MAX_BYTES, what: 'a subpanel file' });
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    importPanel.mutate(read);
  };
  const result = importPanel.data;
  return (
    <Stack gap="xs">
      <Text size="sm">
        CSV columns <code>subpanel_code, subpanel_name, doc_kind, doc_id</code> (one document per row), or JSON{' '}
        <code>{'{ "subpanels": [{ "code", "name", "documents": [{ "docKind", "docId" }] }] }'}</code>. A subpanel of the
        file replaces the one with the same code.
      </Text>
      <Group>
        <FileButton onChange={(file) => void onFile(file)} accept=".csv,.json,text/csv,application/json">
          {(props) => (
            <Button {...props} variant="default" loading={importPanel.isPending}>
              Import subpanels
            </Button>
          )}
        </FileButton>
      </Group>
      {(fileError ?? importPanel.error) && (
        <Alert color="red" variant="light" role="alert">
          {fileError ?? importPanel.error?.message}
        </Alert>
      )}
      {result && (
        <Alert color={result.errors.length > 0 ? 'yellow' : 'green'} variant="light" role="status">
          {importSummary(result)}
          {result.errors.length > 0 && (
            <List size="xs">
              {result.errors.map((e) => (
                <List.Item key={`${e.row}-${e.field}`}>
                  Row {e.row}, {e.field}: {e.message}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
