import { authorPath } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { PageTitle } from '../../components/ui/page-title';
import { useAdvisorByAttorney, useEditRecommenderProfile } from '../../features/claims/queries/use-claims';
import { RecommenderFields, type RecommenderContact } from '../../features/claims/components/recommender-fields';
import { AttorneyLinkError } from './attorney-link-error';

/** /edit-recommender-profile/{attorneyToken}: the recommender's name, e-mail and affiliation, and their author profile. */
export function EditRecommenderProfilePage() {
  const { token = '' } = useParams();
  const advisor = useAdvisorByAttorney(token);
  if (advisor.isError) return <AttorneyLinkError error={advisor.error} />;
  if (!advisor.data) return <Skeleton height={240} />;
  return <RecommenderForm key={token} token={token} initial={advisor.data} />;
}

function RecommenderForm({
  token,
  initial,
}: {
  token: string;
  initial: {
    advisorName: string;
    email: string;
    affiliation: string;
    authorId: number | null;
    authorName: string | null;
  };
}) {
  const edit = useEditRecommenderProfile(token);
  const [contact, setContact] = useState<RecommenderContact>({
    name: initial.advisorName,
    email: initial.email,
    affiliation: initial.affiliation,
  });
  const errors = fieldErrorsOf(edit.error);
  const saved = edit.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    edit.mutate(contact);
  };
  const encoded = encodeURIComponent(token);
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Recommender profile</PageTitle>
      <Text size="sm">
        {initial.authorId !== null ? (
          <>
            {'Linked author profile: '}
            <Anchor
              component={Link}
              to={`${authorPath(initial.authorId, initial.authorName ?? undefined)}?attorney_token=${encoded}`}
            >
              {initial.authorName}
            </Anchor>
          </>
        ) : (
          'No author profile is linked yet.'
        )}{' '}
        <Anchor component={Link} to={`/find-authors/${encoded}`}>
          Find the author profile
        </Anchor>
        {' · '}
        <Anchor component={Link} to={`/claim-publications/${encoded}`}>
          Claim publications
        </Anchor>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <RecommenderFields value={contact} onChange={setContact} errors={errors} />
          {edit.error && Object.keys(errors).length === 0 && (
            <Alert color="red" role="alert" title="Error">
              {edit.error.message}
            </Alert>
          )}
          {saved && !edit.isPending && (
            <Alert color="green" role="status">
              Saved.
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={edit.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
