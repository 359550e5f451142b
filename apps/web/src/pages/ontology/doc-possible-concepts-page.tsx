import { articlePath, POSSIBLE_CONSTANTS, POSSIBLE_TEXTS, readableTex } from '@sciscope/contracts';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { formatExactCount } from '../../features/articles/format';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { failureText } from '../../features/ontology/components/merge-modal';
import { useIsModerator } from '../../features/ontology/components/ontology-tabs';
import { Pager } from '../../features/ontology/components/pager';
import { PossibleTable } from '../../features/ontology/possible/possible-table';
import { useDocPossible } from '../../features/ontology/possible/use-possible';

/**
 * `/article/{id}/possible-concepts` and `/proposal/{id}/possible-concepts` (login required):
 * the document's candidate terms with term frequency (no collection DF), created from here like
 * the curation table's (a suggestion for non-moderators).
 */
export function DocPossibleConceptsPage({ kind }: { kind: 'article' | 'proposal' }) {
  const id = Number(useParams().id);
  const possible = useDocPossible(kind, id);
  const moderator = useIsModerator() ?? false;
  const user = useCurrentUser();
  const [offset, setOffset] = useState(0);
  const back =
    kind === 'article' ? (
      <Anchor component={Link} to={articlePath(id, possible.data?.title)}>
        ← back to the article
      </Anchor>
    ) : (
      <Anchor component={Link} to={`/proposal/${id}`}>
        {POSSIBLE_TEXTS.backToProposal}
      </Anchor>
    );
  return (
    <Stack gap="sm" maw={1400}>
      <PageTitle>Possible concepts</PageTitle>
      {back}
      {possible.isPending && <Skeleton height={200} />}
      {possible.isError && <Alert color="red">{failureText(possible.error)}</Alert>}
      {possible.data && (
        <>
          <Text fw={600}>{readableTex(possible.data.title)}</Text>
          <Text size="sm" c="dimmed">
            {formatExactCount(possible.data.possibleConcepts.length)} terms no concept has yet, scored against{' '}
            {formatExactCount(possible.data.corpusSize)} articles.
          </Text>
          <PossibleTable
            rows={possible.data.possibleConcepts.slice(offset, offset + POSSIBLE_CONSTANTS.pageSize)}
            docsBatchId={null}
            moderator={moderator}
            superuser={user.data?.is_superuser ?? false}
            showCollectionDf={false}
            onChanged={() => {}}
            pager={
              <Pager
                offset={offset}
                total={possible.data.possibleConcepts.length}
                pageSize={POSSIBLE_CONSTANTS.pageSize}
                onOffset={setOffset}
              />
            }
          />
        </>
      )}
    </Stack>
  );
}
