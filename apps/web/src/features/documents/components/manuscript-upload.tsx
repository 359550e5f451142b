import type { ManuscriptExtractResponse } from '@sciscope/contracts';
import { Alert, FileInput, Loader, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { extractManuscript } from '../api/documents-api';

/** The upload limit the server applies (10 MB); checked here too so a big file is not sent. */
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Reads a PDF or DOCX manuscript on the server and hands its proposed title, abstract and
 * authors to the form, where the user confirms or corrects them before saving.
 */
export function ManuscriptUpload({ onExtracted }: { onExtracted: (fields: ManuscriptExtractResponse) => void }) {
  const extract = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MAX_BYTES) return Promise.reject(new Error('The file is larger than 10 MB.'));
      return extractManuscript(file);
    },
    onSuccess: onExtracted,
  });
  return (
    <div>
      <FileInput
        label="Upload a manuscript (PDF or DOCX, up to 10 MB)"
        placeholder="Choose a file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        clearable
        onChange={(file) => {
          if (file) extract.mutate(file);
          else extract.reset();
        }}
        rightSection={extract.isPending ? <Loader size="xs" aria-label="Reading the manuscript" /> : undefined}
        error={extract.error?.message}
      />
      {extract.data && (
        <Alert mt="xs" color="blue" variant="light" role="status">
          <Text size="sm">
            {`Read the ${extract.data.format.toUpperCase()}${extract.data.pages !== null ? ` (${extract.data.pages} ${extract.data.pages === 1 ? 'page' : 'pages'})` : ''}: check the title, abstract and authors below, then save.`}
          </Text>
        </Alert>
      )}
    </div>
  );
}
