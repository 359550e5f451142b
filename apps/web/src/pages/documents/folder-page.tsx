import { DOCUMENT_LIMITS, type FolderPageResponse } from '@sciscope/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { formatDate } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { FolderImport } from '../../features/documents/components/folder-import';
import { FolderRoles } from '../../features/documents/components/folder-roles';
import { orgMarksExportUrl } from '../../features/documents/api/marks-api';
import { useFolderPage } from '../../features/documents/queries/use-documents';
import { BACK_TO_FOLDERS, NotFoundPage } from '../not-found-page';
import { notFoundText } from '../../app/api-client';
import { routeId } from '../../app/route-id';

/** /folder/{id}/: the folder's proposals (50 a page), new proposals, bulk import, roles. */
export function FolderPage() {
  const folderId = routeId(useParams().id);
  if (folderId === null) return <NotFoundPage />;
  return <FolderContent key={folderId} folderId={folderId} />;
}

function FolderContent({ folderId }: { folderId: number }) {
  const [params, setParams] = useSearchParams();
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const page = useFolderPage(folderId, offset);
  const missing = notFoundText(page.error);
  if (missing !== undefined) return <NotFoundPage message={missing} back={BACK_TO_FOLDERS} />;
  if (page.isError) return <ErrorState message={page.error.message} />;
  if (!page.data) return <Skeleton height={240} />;
  const { folder, members } = page.data;
  const editor = folder.role === 'editor';
  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <PageTitle>{folder.name}</PageTitle>
        <Text c="dimmed" size="sm" mt={-8}>
          {folder.personal ? 'Personal folder' : folder.organizationName}
          {' · '}
          {/* Underlined: inside the line of grey text, colour alone would not tell it is a link. */}
          <Anchor component={Link} to="/folders/" size="sm" underline="always">
            All folders
          </Anchor>
        </Text>
      </div>
      {editor && (
        <Group>
          <Button component={Link} to={`/folder/${folderId}/new`}>
            New proposal
          </Button>
        </Group>
      )}
      <section aria-labelledby="proposals-heading">
        <Title order={2} size="h4" id="proposals-heading" mb="xs">
          Proposals
        </Title>
        <ProposalsTable data={page.data} />
        <Pager
          offset={offset}
          total={page.data.totalProposals}
          onOffset={(next) => setParams(next > 0 ? { offset: String(next) } : {})}
        />
      </section>
      {editor && (
        <section aria-labelledby="import-heading">
          <Title order={2} size="h4" id="import-heading" mb="xs">
            Bulk import
          </Title>
          <FolderImport folderId={folderId} />
        </section>
      )}
      {members && folder.organizationId !== null && (
        <Group gap="xs">
          <Text size="sm">Marked referees of all proposals:</Text>
          <Anchor size="sm" href={orgMarksExportUrl(folder.organizationId, folderId, 'csv')}>
            Export CSV
          </Anchor>
          <Anchor size="sm" href={orgMarksExportUrl(folder.organizationId, folderId, 'xlsx')}>
            Export xlsx
          </Anchor>
        </Group>
      )}
      {members && (
        <section aria-labelledby="roles-heading">
          <Title order={2} size="h4" id="roles-heading" mb="xs">
            Roles
          </Title>
          <FolderRoles folderId={folderId} members={members} />
        </section>
      )}
    </Stack>
  );
}

function ProposalsTable({ data }: { data: FolderPageResponse }) {
  return (
    // Scrolls sideways in its own box on a narrow screen (long titles and origin ids), not the page.
    <Table.ScrollContainer minWidth={640} type="native" pos="relative">
      <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby="proposals-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Origin id</Table.Th>
            <Table.Th ta="right">Authors</Table.Th>
            <Table.Th ta="right">Concepts</Table.Th>
            <Table.Th>Added</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.proposals.length === 0 && <TableEmptyRow colSpan={5}>No proposals yet.</TableEmptyRow>}
          {data.proposals.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`/proposal/${p.id}`}>
                  {p.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{p.originId ?? ''}</Table.Td>
              <Table.Td ta="right">{p.authorsCount}</Table.Td>
              <Table.Td ta="right" c={p.conceptsCount === 0 ? 'orange.8' : undefined}>
                {p.conceptsCount}
              </Table.Td>
              <Table.Td>{formatDate(p.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Pager({ offset, total, onOffset }: { offset: number; total: number; onOffset: (offset: number) => void }) {
  const size = DOCUMENT_LIMITS.pageSize;
  if (total <= size) return null;
  return (
    <Group justify="space-between" mt="xs">
      <Text size="sm" c="dimmed">{`${offset + 1}–${Math.min(offset + size, total)} of ${total}`}</Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="compact-sm"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - size))}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="compact-sm"
          disabled={offset + size >= total}
          onClick={() => onOffset(offset + size)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
