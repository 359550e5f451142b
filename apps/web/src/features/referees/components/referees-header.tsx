import { REFEREES_MESSAGES, authorPath, type RefereesListResponse } from '@sciscope/contracts';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { articlePath } from '../referees-links';
import { ContactMailLink } from '../../../components/ui/contact-mail-link';

const KIND_LABELS: Record<string, string> = {
  proposal: 'Proposal',
  article: 'Article',
  vacancy: 'Vacancy',
  author: 'Wide experts',
  'saved-search': 'Saved search',
};

/** The document's link by kind, where it has a page. */
function documentPath(kind: string, id: number, title: string): string | null {
  if (kind === 'article') return articlePath(id, title);
  if (kind === 'author') return authorPath(id, title);
  if (kind === 'proposal') return `/proposal/${id}`;
  return null;
}

/**
 * The header by kind (spec 03 section 2), the warning on document authors without a corpus
 * profile (walk 11: their conflicts are not checked) and the no-concepts warning.
 */
export function RefereesHeader({ document }: { document: RefereesListResponse['document'] }) {
  const kindLabel = KIND_LABELS[document.kind] ?? document.kind;
  const heading = document.kind === 'author' ? `Wide experts: ${document.title}` : document.title;
  usePageTitle(`Referee finder: ${document.title}`);
  const path = documentPath(document.kind, document.id, document.title);
  const { folder, originId } = document.header;
  return (
    <Stack gap={6} mb="md">
      <Text size="xs" c="dimmed" tt="uppercase">
        Referee finder · {kindLabel}
      </Text>
      <Title order={1} size="h3">
        {path ? (
          <Anchor component={Link} to={path} inherit>
            {heading}
          </Anchor>
        ) : (
          heading
        )}
      </Title>
      {(folder || originId) && (
        <Group gap="md">
          {folder && (
            <Text size="sm">
              Folder:{' '}
              <Anchor component={Link} to={`/folder/${folder.id}/`}>
                {folder.name}
              </Anchor>
            </Text>
          )}
          {originId && <Text size="sm">Origin id: {originId}</Text>}
        </Group>
      )}
      {document.unlinkedAuthors && (
        <Alert color="yellow" role="alert" title={REFEREES_MESSAGES.unlinkedAuthorsTitle}>
          {document.unlinkedAuthors.message}
          {document.unlinkedAuthors.pickProfilesPath && (
            <>
              {' '}
              <Anchor component={Link} to={document.unlinkedAuthors.pickProfilesPath} inherit>
                {REFEREES_MESSAGES.unlinkedAuthorsPick}
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {document.conceptsCount === 0 && (
        <Alert color="yellow" role="alert" title="No concepts">
          {REFEREES_MESSAGES.noConcepts}{' '}
          <ContactMailLink
            subject={`Concepts for ${document.kind} ${document.id}`}
            withoutAddress={(operator) => `Ask ${operator}`}
          >
            Contact us
          </ContactMailLink>{' '}
          if you need help. {REFEREES_MESSAGES.noConceptsRanking}
        </Alert>
      )}
    </Stack>
  );
}
