import { authorPath } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { PageTitle } from '../../components/ui/page-title';
import { useAdvisorByAttorney, useEditRecommenderProfile } from '../../features/claims/queries/use-claims';

/** /edit-recommender-profile/{attorneyToken}: the recommender's name, e-mail and affiliation, and their author profile. */
export function EditRecommenderProfilePage() {
  const { token = '' } = useParams();
  const advisor = useAdvisorByAttorney(token);
  if (advisor.isError)
    return (
      <Alert color="red" role="alert" title="Error">
        {advisor.error.message}
      </Alert>
    );
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
  const [name, setName] = useState(initial.advisorName);
  const [email, setEmail] = useState(initial.email);
  const [affiliation, setAffiliation] = useState(initial.affiliation);
  const errors = fieldErrorsOf(edit.error);
  const saved = edit.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    edit.mutate({ name, email, affiliation });
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
          <TextInput
            label="Name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="E-mail"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <TextInput
            label="Affiliation"
            value={affiliation}
            onChange={(e) => setAffiliation(e.currentTarget.value)}
            error={errors.affiliation}
          />
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
