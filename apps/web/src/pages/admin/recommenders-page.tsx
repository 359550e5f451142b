import { CLAIM_LIMITS, authorPath, type AdvisorRecord, type IssuedAttorneyToken } from '@sciscope/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../app/api-client';
import { TableEmptyRow } from '../../components/ui/table-empty-row';
import { RecommenderFields, type RecommenderContact } from '../../features/claims/components/recommender-fields';
import { ErrorState } from '../../components/ui/error-state';
import { ForbiddenState } from '../../components/ui/forbidden-state';
import { formatDate } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import {
  useAdvisors,
  useCreateAdvisor,
  useIssueAttorneyToken,
  useRevokeAttorneyTokens,
} from '../../features/claims/queries/use-claims';

/**
 * /superadmin/recommenders/: recommenders and their attorney tokens, for support until the
 * jobs module creates recommenders with applications. A new token is shown once.
 */
export function RecommendersPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <ForbiddenState />;
  return <RecommendersContent />;
}

function RecommendersContent() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const list = useAdvisors(query, offset);
  const [issued, setIssued] = useState<{ advisor: AdvisorRecord; token: IssuedAttorneyToken } | null>(null);
  return (
    <Stack gap="md" maw={1080}>
      <PageTitle>Recommenders</PageTitle>
      <Text size="sm">
        {`An attorney token lets whoever holds its links act for one recommender: find and claim their author profile and publications, and edit their name, e-mail and affiliation. Tokens last ${CLAIM_LIMITS.attorneyTokenDays} days.`}
      </Text>
      <CreateRecommender />
      {issued && (
        <Alert
          color="blue"
          title={`New attorney token for ${issued.advisor.name}`}
          withCloseButton
          onClose={() => setIssued(null)}
        >
          <Text size="sm">{`Copy it now: it is not shown again. Valid until ${formatDate(issued.token.expiresAt)}.`}</Text>
          <Code block aria-label="Attorney token">
            {issued.token.token}
          </Code>
          <Text size="sm">{issued.token.links.findAuthors}</Text>
          <Text size="sm">{issued.token.links.claimPublications}</Text>
          <Text size="sm">{issued.token.links.editProfile}</Text>
        </Alert>
      )}
      <TextInput
        label="Search recommenders"
        placeholder="Name or e-mail"
        defaultValue={query}
        onKeyDown={(event) => {
          if (event.key === 'Enter') setParams({ query: event.currentTarget.value });
        }}
        w={320}
      />
      {list.isError ? (
        <ErrorState message={list.error.message} />
      ) : !list.data ? (
        <Skeleton height={160} />
      ) : (
        <RecommendersTable advisors={list.data.advisors} onIssued={(advisor, token) => setIssued({ advisor, token })} />
      )}
      {list.data && list.data.total > CLAIM_LIMITS.pageSize && (
        <Group>
          <Button
            size="compact-sm"
            variant="default"
            disabled={offset === 0}
            onClick={() => setParams({ query, offset: String(Math.max(0, offset - CLAIM_LIMITS.pageSize)) })}
          >
            Previous
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={offset + CLAIM_LIMITS.pageSize >= list.data.total}
            onClick={() => setParams({ query, offset: String(offset + CLAIM_LIMITS.pageSize) })}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}

const NO_CONTACT: RecommenderContact = { name: '', email: '', affiliation: '' };

function CreateRecommender() {
  const create = useCreateAdvisor();
  const [contact, setContact] = useState<RecommenderContact>(NO_CONTACT);
  const [isPhdAdvisor, setIsPhdAdvisor] = useState(false);
  const errors = fieldErrorsOf(create.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      { ...contact, isPhdAdvisor },
      {
        onSuccess: () => {
          setContact(NO_CONTACT);
          setIsPhdAdvisor(false);
        },
      },
    );
  };
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="new-recommender-heading">
      <Title order={2} size="h5" id="new-recommender-heading" mb="xs">
        New recommender
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <RecommenderFields value={contact} onChange={setContact} errors={errors} />
          <Checkbox
            mt={30}
            label="PhD advisor"
            checked={isPhdAdvisor}
            onChange={(e) => setIsPhdAdvisor(e.currentTarget.checked)}
          />
          <Button type="submit" mt={24} loading={create.isPending}>
            Create
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function RecommendersTable({
  advisors,
  onIssued,
}: {
  advisors: AdvisorRecord[];
  onIssued: (advisor: AdvisorRecord, token: IssuedAttorneyToken) => void;
}) {
  const issue = useIssueAttorneyToken();
  const revoke = useRevokeAttorneyTokens();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Affiliation</Table.Th>
            <Table.Th>Author profile</Table.Th>
            <Table.Th>Tokens</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {advisors.length === 0 && <TableEmptyRow colSpan={6}>No recommenders.</TableEmptyRow>}
          {advisors.map((advisor) => (
            <Table.Tr key={advisor.id}>
              <Table.Td>{advisor.name}</Table.Td>
              <Table.Td>{advisor.email}</Table.Td>
              <Table.Td>{advisor.affiliation}</Table.Td>
              <Table.Td>
                {advisor.authorId !== null ? (
                  <Anchor component={Link} to={authorPath(advisor.authorId, advisor.authorName ?? undefined)} size="sm">
                    {advisor.authorName}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                {advisor.activeTokens > 0
                  ? `${advisor.activeTokens} active, until ${formatDate(advisor.tokenExpiresAt!)}`
                  : 'none'}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    loading={issue.isPending && issue.variables === advisor.id}
                    onClick={() => issue.mutate(advisor.id, { onSuccess: (token) => onIssued(advisor, token) })}
                  >
                    Issue token
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={advisor.activeTokens === 0}
                    loading={revoke.isPending && revoke.variables === advisor.id}
                    onClick={() => revoke.mutate(advisor.id)}
                  >
                    Revoke tokens
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
