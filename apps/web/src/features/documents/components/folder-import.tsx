import type { ImportProposalsResponse } from '@sciscope/contracts';
import { Alert, FileInput, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { readImportFile } from '../../../components/files/import-file';
import { useImportProposals } from '../queries/use-documents';

const MAX_BYTES = 10 * 1024 * 1024;

/** Bulk import of proposals from a CSV or JSON file, with the rejected rows listed. */
export function FolderImport({ folderId }: { folderId: number }) {
  const importer = useImportProposals(folderId);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    importer.reset();
    setFileError(null);
    if (!file) return;
    const read = await readImportFile(file, { maxBytes: MAX_BYTES, what: 'a proposals file' });
    if ('error' in read) return setFileError(read.error);
    importer.mutate(read);
  };
  return (
    <Stack gap="xs">
      <FileInput
        label="Import proposals (CSV or JSON, up to 10 MB)"
        description="CSV columns: title, abstract, origin_id, authors (Name [ORCID] (Affiliation | Affiliation); …); other columns become attributes."
        placeholder="Choose a file"
        accept=".csv,.json,text/csv,application/json"
        clearable
        onChange={(file) => void upload(file)}
        error={fileError ?? importer.error?.message}
      />
      {importer.data && <ImportResult result={importer.data} />}
    </Stack>
  );
}

function ImportResult({ result }: { result: ImportProposalsResponse }) {
  return (
    <Stack gap="xs">
      <Alert color={result.errors.length ? 'yellow' : 'green'} role="status">
        {`Imported ${result.created} ${result.created === 1 ? 'proposal' : 'proposals'}; ${result.errors.length} ${result.errors.length === 1 ? 'row was' : 'rows were'} rejected.`}
      </Alert>
      {result.errors.length > 0 && (
        <Table verticalSpacing={4} aria-label="Rejected rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Row</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td ta="right">{e.row}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {e.field}
                  </Text>
                </Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
