import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { EmailConfirmationNotice } from '../../features/auth/components/email-confirmation-notice';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { ClaimWizard } from '../../features/claims/components/claim-wizard';
import { useAdvisorByAttorney } from '../../features/claims/queries/use-claims';
import { AttorneyLinkError } from './attorney-link-error';

/**
 * /claim-publications (logged in) and /claim-publications/{attorneyToken} (anyone holding a
 * recommender's link): the three-step claim-articles wizard.
 */
export function ClaimPublicationsPage() {
  const { token } = useParams();
  const { data: user } = useCurrentUser();
  const advisor = useAdvisorByAttorney(token);
  if (token !== undefined) {
    if (advisor.isError) return <AttorneyLinkError error={advisor.error} />;
    if (!advisor.data) return <Skeleton height={200} />;
  }
  const profileAuthorId =
    token !== undefined ? (advisor.data?.authorId ?? null) : (user?.linked_author?.id ?? user?.author_id ?? null);
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>
        {advisor.data ? `Claim the publications of ${advisor.data.advisorName}` : 'Claim your publications'}
      </PageTitle>
      {/* The account's own claims wait for a moderator until its address is confirmed. */}
      {token === undefined && <EmailConfirmationNotice />}
      <Text size="sm">
        {advisor.data
          ? `You act for the recommender ${advisor.data.advisorName}: the articles you claim join their author profile.`
          : 'Upload your bibliography or paste your references: the articles found in the corpus join your author profile.'}{' '}
        <Anchor component={Link} to={token ? `/find-authors/${encodeURIComponent(token)}` : '/find-authors'} size="sm">
          Find a profile by e-mail instead
        </Anchor>
      </Text>
      {/* Mounted afresh once the account is known: its draft and profile are read when it mounts. */}
      <ClaimWizard key={`${token ?? ''}:${user?.id ?? ''}`} token={token} profileAuthorId={profileAuthorId} />
    </Stack>
  );
}
