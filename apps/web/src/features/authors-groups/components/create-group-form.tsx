import { authorsGroupInputSchema } from '@sciscope/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { useCreateAuthorsGroup } from '../queries/use-authors-groups';
import { GroupFields, groupInputOf, initialSharing, type GroupFieldValues } from './group-fields';

/**
 * A new group; on success the user lands on its page to add members. Without `privateAllowed`
 * (the quota's canBePrivate) it is shared with one of the user's organizations, and cannot be
 * created by a user who has none.
 */
export function CreateGroupForm({
  organizations,
  privateAllowed,
}: {
  organizations: Array<{ id: number; name: string }>;
  privateAllowed: boolean;
}) {
  const [values, setValues] = useState<GroupFieldValues>(() => ({
    display_name: '',
    label: '',
    owner_label: '',
    organization: initialSharing(organizations, privateAllowed),
  }));
  const cannotCreate = !privateAllowed && organizations.length === 0;
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateAuthorsGroup();
  const navigate = useNavigate();
  const serverErrors = fieldErrorsOf(create.error);
  const general = create.error && Object.keys(serverErrors).length === 0 ? create.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = authorsGroupInputSchema.safeParse(groupInputOf(values));
    if (!parsed.success) {
      setLocalErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setLocalErrors({});
    create.mutate(parsed.data, { onSuccess: ({ group }) => navigate(`/authors-groups/${group.id}`) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create a group">
      <Stack gap="sm" maw={520}>
        <GroupFields
          values={values}
          onChange={setValues}
          errors={{ ...serverErrors, ...localErrors }}
          organizations={organizations}
          privateAllowed={privateAllowed}
        />
        {general && (
          <Alert role="alert" color="red" variant="light">
            {general}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending} disabled={cannotCreate}>
            Create group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
