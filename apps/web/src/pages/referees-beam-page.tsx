import { MESSAGES, REFEREE_DOC_KINDS } from '@sciscope/contracts';
import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { hasQuota } from '../features/auth/user-access';
import { fetchAlreadyRefereed } from '../features/referees/api/referees-api';
import { RefereeFinder } from '../features/referees/components/referee-finder';
import { RefereedArticlePromo } from '../features/referees/components/refereed-article-promo';
import { refereeKeys } from '../features/referees/queries/referee-keys';
import { BACK_TO_FOLDERS, NotFoundPage } from './not-found-page';

/** /referees-beam/{docKind}/{docId}: the referee finder, after the access checks of spec 03 section 2. */
export function RefereesBeamPage() {
  const { docKind = '', docId: rawId = '' } = useParams();
  const docId = /^\d+$/.test(rawId) ? Number(rawId) : null;
  const { data: user } = useCurrentUser();
  const needsRefereedCheck = docKind === 'article' && user !== undefined && !hasQuota(user, 'referee_finder');
  const refereed = useQuery({
    queryKey: refereeKeys.alreadyRefereed(docId ?? 0),
    queryFn: ({ signal }) => fetchAlreadyRefereed(docId ?? 0, signal),
    enabled: needsRefereedCheck && docId !== null,
  });

  if (docId === null || docId < 1 || !(REFEREE_DOC_KINDS as readonly string[]).includes(docKind))
    return (
      <>
        <PageTitle>{MESSAGES.pageNotFound}</PageTitle>
        <Text>There is no referee finder at this address.</Text>
      </>
    );
  if (!user) return <Skeleton height={320} />;
  if (docKind === 'author' && !hasQuota(user, 'author_report'))
    return <Navigate to={`/reports/author/${docId}/no-plan`} replace />;
  if (needsRefereedCheck) {
    if (refereed.isPending) return <Skeleton height={320} />;
    if (refereed.data?.alreadyRefereed) return <RefereedArticlePromo articleId={docId} />;
  }
  // A new document starts from a clean page (selection, hidden rows, expanded rows).
  return (
    <RefereeFinder
      key={`${docKind}/${docId}`}
      kind={docKind}
      docId={docId}
      user={user}
      notFound={(message) => <NotFoundPage message={message} back={backLinkOf(docKind)} />}
    />
  );
}

/** Where a missing document's page leads back to: the list it would be in. */
function backLinkOf(kind: string): { to: string; label: string } {
  if (kind === 'proposal') return BACK_TO_FOLDERS;
  if (kind === 'saved-search') return { to: '/saved-searches', label: 'Go to saved searches' };
  if (kind === 'vacancy') return { to: '/semantic-jobs', label: 'Go to vacancies' };
  return { to: '/search/', label: 'Go to search' };
}
