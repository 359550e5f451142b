import type { FileExchangeEntry } from '@sciscope/contracts';
import { Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { RefusedPage } from '../components/ui/refused-page';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { CommentDialog } from '../features/file-exchange/components/comment-dialog';
import { FilesTable } from '../features/file-exchange/components/files-table';
import { UploadArea } from '../features/file-exchange/components/upload-area';
import { useFileExchange, useSubmitFileComment } from '../features/file-exchange/queries/use-file-exchange';

/** /file-exchange: files shared among staff, each with a comment (spec 02). Superusers only. */
export function FileExchangePage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <RefusedPage title="File exchange" />;
  return <FileExchangeContent />;
}

function readPage(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 1 ? value : 1;
}

function FileExchangeContent() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const files = useFileExchange(page);
  const submit = useSubmitFileComment();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<FileExchangeEntry | null>(null);
  const pages = files.data ? Math.max(1, Math.ceil(files.data.count / files.data.pageSize)) : 1;

  const goTo = (next: number) => {
    const merged = new URLSearchParams(params);
    if (next > 1) merged.set('page', String(next));
    else merged.delete('page');
    setParams(merged);
  };
  const closeDialog = () => {
    setEditing(null);
    submit.reset();
  };

  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>File exchange</PageTitle>
      <Text size="sm">Files shared among staff. Upload a file, then add a comment to say what it is.</Text>
      <UploadArea
        onUploaded={(entry) => {
          setHighlightedId(entry.id);
          goTo(1);
        }}
      />
      {files.isError ? (
        <ErrorState message={files.error.message} />
      ) : !files.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <FilesTable files={files.data.results} highlightedId={highlightedId} onEditComment={setEditing} />
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={goTo} />
            </Group>
          )}
        </>
      )}
      {editing && (
        <CommentDialog
          filename={editing.filename}
          initialComment={editing.comment}
          pending={submit.isPending}
          error={submit.error?.message ?? null}
          onClose={closeDialog}
          onSave={(comment) =>
            submit.mutate(
              { id: editing.id, comment },
              {
                onSuccess: (entry) => {
                  setHighlightedId(entry.id);
                  closeDialog();
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
