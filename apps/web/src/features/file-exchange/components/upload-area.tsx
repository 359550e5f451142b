import { Alert, Button, FileButton, Group, Loader, Paper, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import type { FileExchangeEntry } from '@sciscope/contracts';
import { useSaveState } from '../../../components/ui/use-save-state';
import { useUploadFile } from '../queries/use-file-exchange';

/**
 * The upload area: choose a file or drop one here. The server checks the type by content and
 * the size; a refusal's text is shown in a red alert (spec 02 §8), without the status code. The
 * control goes from file selected to uploading to done, which resets after 1.5 s (spec 02 §4).
 */
export function UploadArea({ onUploaded }: { onUploaded: (entry: FileExchangeEntry) => void }) {
  const upload = useUploadFile();
  const [phase, run] = useSaveState();
  const [dragging, setDragging] = useState(false);
  const send = (file: File | null) => {
    if (!file || phase === 'working') return;
    // A refusal is shown from the mutation's error below; nothing else to do with it here.
    run(() => upload.mutateAsync(file)).then(onUploaded, () => undefined);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0] ?? null);
  };
  return (
    <div>
      <Paper
        withBorder
        p="lg"
        bg={dragging ? 'blue.0' : undefined}
        style={{ borderStyle: 'dashed' }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Group justify="center" gap="md">
          {phase === 'working' ? (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Uploading {upload.variables?.name}…</Text>
            </Group>
          ) : phase === 'done' ? (
            <Text size="sm" c="green" fw={600} role="status">
              Done!
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Drop a file here, or
              </Text>
              <FileButton onChange={send}>
                {(props) => (
                  <Button {...props} variant="light">
                    Choose a file to upload
                  </Button>
                )}
              </FileButton>
            </>
          )}
        </Group>
      </Paper>
      {upload.isError && (
        <Alert mt="sm" color="red" variant="light" role="alert">
          {upload.error.message}
        </Alert>
      )}
    </div>
  );
}
