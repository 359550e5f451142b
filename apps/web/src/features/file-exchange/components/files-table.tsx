import type { FileExchangeEntry } from '@sciscope/contracts';
import { FILE_EXCHANGE_TEXTS } from '@sciscope/contracts';
import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { fileDownloadUrl } from '../api/file-exchange-api';
import { formatFileSize } from '../file-size';

/**
 * The shared files: #, Filename (the download link), Size, Date, Comment and the edit-comment
 * control; the row just uploaded or edited is highlighted.
 */
export function FilesTable({
  files,
  highlightedId,
  onEditComment,
}: {
  files: FileExchangeEntry[];
  highlightedId: number | null;
  onEditComment: (entry: FileExchangeEntry) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640} type="native" pos="relative">
      <Table striped={false} highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">#</Table.Th>
            <Table.Th>Filename</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Comment</Table.Th>
            <Table.Th aria-label="Edit comment" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.length === 0 ? (
            <TableEmptyRow colSpan={6}>{FILE_EXCHANGE_TEXTS.empty}</TableEmptyRow>
          ) : (
            files.map((entry) => {
              const highlighted = entry.id === highlightedId;
              return (
                <Table.Tr
                  key={entry.id}
                  bg={highlighted ? 'yellow.1' : undefined}
                  data-highlighted={highlighted || undefined}
                >
                  <Table.Td ta="right">{entry.id}</Table.Td>
                  <Table.Td>
                    <Anchor
                      href={fileDownloadUrl(entry.id)}
                      download={entry.filename}
                      style={{ wordBreak: 'break-all' }}
                    >
                      {entry.filename}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(entry.size)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.dateCreated)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {entry.comment}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit comment of ${entry.filename}`}
                      title={FILE_EXCHANGE_TEXTS.editComment}
                      onClick={() => onEditComment(entry)}
                    >
                      ✎
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
