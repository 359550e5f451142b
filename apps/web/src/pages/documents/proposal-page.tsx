import type { ProposalFullResponse } from '@sciscope/contracts';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import {
  authorMatchLabel,
  corpusMatchesText,
  severalProfilesText,
} from '../../features/documents/components/author-match-label';
import { CorpusAuthorLinks } from '../../features/documents/components/proposal-author-link';
import { GroupedConcepts } from '../../features/documents/components/grouped-concepts';
import { NoConceptsWarning } from '../../features/documents/components/no-concepts-warning';
import { ProposalForm } from '../../features/documents/components/proposal-form';
import { useDeleteProposal, useProposal, useUpdateProposal } from '../../features/documents/queries/use-documents';
import { BACK_TO_FOLDERS, NotFoundPage } from '../not-found-page';
import { notFoundText } from '../../app/api-client';
import { routeId } from '../../app/route-id';
import { ConfirmDelete } from '../../components/ui/confirm-delete';

/** /proposal/{id}: the proposal's brief, its concepts and the way to its referees. */
export function ProposalPage() {
  const proposalId = routeId(useParams().id);
  if (proposalId === null) return <NotFoundPage />;
  return <ProposalContent key={proposalId} proposalId={proposalId} />;
}

function ProposalContent({ proposalId }: { proposalId: number }) {
  const proposal = useProposal(proposalId);
  const [editing, setEditing] = useState(false);
  const missing = notFoundText(proposal.error);
  if (missing !== undefined) return <NotFoundPage message={missing} back={BACK_TO_FOLDERS} />;
  if (proposal.isError) return <ErrorState message={proposal.error.message} />;
  if (!proposal.data) return <Skeleton height={320} />;
  const p = proposal.data;
  if (editing) return <EditProposal proposal={p} onDone={() => setEditing(false)} />;
  const hasConcepts = p.groupedConcepts.length > 0;
  return (
    <Stack gap="lg" maw={1040}>
      <div>
        <PageTitle>{p.title}</PageTitle>
        <Text size="sm" c="dimmed" mt={-8}>
          {'Folder: '}
          <Anchor component={Link} to={`/folder/${p.folder.id}/`} size="sm">
            {p.folder.name}
          </Anchor>
          {p.origin_id && ` · Origin id: ${p.origin_id}`}
        </Text>
      </div>
      {!hasConcepts && <NoConceptsWarning />}
      <Group gap="sm">
        <Button component={Link} to={`/referees-beam/proposal/${p.id}`}>
          Find referees
        </Button>
        <Button component={Link} to={`/proposal/${p.id}/explain-extract`} variant="default">
          Explain concept extraction
        </Button>
        <Button component={Link} to={`/proposal/${p.id}/possible-concepts`} variant="default">
          Possible concepts
        </Button>
        {p.canEdit && (
          <>
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <DeleteButton proposal={p} />
          </>
        )}
      </Group>
      {p.attributes.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} maw={640} aria-label="Attributes">
          <Table.Tbody>
            {p.attributes.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Th w={200}>{a.label}</Table.Th>
                <Table.Td>{a.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Authors authors={p.authors} />
      <section aria-labelledby="abstract-heading">
        <Title order={2} size="h4" id="abstract-heading" mb="xs">
          Abstract
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{p.abstract || 'No abstract.'}</Text>
      </section>
      {hasConcepts && (
        <section aria-labelledby="concepts-heading">
          <Title order={2} size="h4" id="concepts-heading" mb="xs">
            Concepts
          </Title>
          <GroupedConcepts groups={p.groupedConcepts} />
        </section>
      )}
    </Stack>
  );
}

function Authors({ authors }: { authors: ProposalFullResponse['authors'] }) {
  if (authors.length === 0) return null;
  return (
    <section aria-labelledby="authors-heading">
      <Title order={2} size="h4" id="authors-heading" mb="xs">
        Authors
      </Title>
      <Stack gap={4}>
        {authors.map((a, i) => (
          <Text key={i} size="sm">
            <Text component="span" fw={500} size="sm">
              {a.name}
            </Text>
            {a.orcid && ` (ORCID ${a.orcid})`}
            {a.affiliations.length > 0 && (
              <Text component="span" c="dimmed" size="sm">{` — ${a.affiliations.join('; ')}`}</Text>
            )}
            {a.authorId !== null && (
              <>
                {a.otherAuthors.length > 0 ? ' · corpus authors ' : ' · corpus author '}
                <CorpusAuthorLinks author={a} />
                <Text component="span" c="dimmed" size="sm">{` (${authorMatchLabel(a.matchedBy)}${
                  a.otherAuthors.length > 0 ? `; ${severalProfilesText(a.otherAuthors.length + 1)}` : ''
                })`}</Text>
              </>
            )}
            {a.authorId === null && a.matchedBy === 'user' && (
              <Text component="span" c="dimmed" size="sm">
                {' · no corpus author (set by hand)'}
              </Text>
            )}
            {a.authorId === null && a.matchedBy !== 'user' && a.possibleMatches > 0 && (
              <Text component="span" c="dimmed" size="sm">
                {` · no corpus author: ${corpusMatchesText(a.possibleMatches)}; edit the proposal to pick one`}
              </Text>
            )}
          </Text>
        ))}
      </Stack>
    </section>
  );
}

function EditProposal({ proposal, onDone }: { proposal: ProposalFullResponse; onDone: () => void }) {
  const update = useUpdateProposal(proposal.id);
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{`Edit: ${proposal.title}`}</PageTitle>
      <Paper>
        <ProposalForm
          proposal={proposal}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onSubmit={(input) => update.mutateAsync(input).then(onDone)}
        />
      </Paper>
      <Group>
        <Button variant="subtle" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

function DeleteButton({ proposal }: { proposal: ProposalFullResponse }) {
  const navigate = useNavigate();
  const remove = useDeleteProposal();
  return (
    <ConfirmDelete
      label="Delete"
      question="Delete this proposal?"
      size="compact-sm"
      pending={remove.isPending}
      onConfirm={() => void remove.mutateAsync(proposal.id).then(() => navigate(`/folder/${proposal.folder.id}/`))}
    />
  );
}
