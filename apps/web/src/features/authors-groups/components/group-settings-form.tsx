import { authorsGroupUpdateSchema, type AuthorsGroupSummary } from '@sciscope/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { useDeleteAuthorsGroup, useUpdateAuthorsGroup } from '../queries/use-authors-groups';
import { GroupFields, groupInputOf, type GroupFieldValues } from './group-fields';

/**
 * Rename, relabel, share or delete a group (its owner only). "Nobody (private)" is offered when
 * the quota allows private groups (`privateAllowed`), or the group is private already: it may stay so.
 */
export function GroupSettingsForm({
  group,
  organizations,
  privateAllowed,
}: {
  group: AuthorsGroupSummary;
  organizations: Array<{ id: number; name: string }>;
  privateAllowed: boolean;
}) {
  const [values, setValues] = useState<GroupFieldValues>({
    display_name: group.display_name,
    label: group.label,
    owner_label: group.owner_label,
    organization: group.organization ? String(group.organization.id) : '',
  });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAuthorsGroup(group.id);
  const remove = useDeleteAuthorsGroup();
  const navigate = useNavigate();
  const serverErrors = fieldErrorsOf(update.error);
  const general = update.error && Object.keys(serverErrors).length === 0 ? update.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = authorsGroupUpdateSchema.safeParse(groupInputOf(values));
    if (!parsed.success) {
      setLocalErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setLocalErrors({});
    setSaved(false);
    update.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Group settings">
      <Stack gap="sm" maw={520}>
        <GroupFields
          values={values}
          onChange={(next) => {
            setSaved(false);
            setValues(next);
          }}
          errors={{ ...serverErrors, ...localErrors }}
          organizations={organizations}
          privateAllowed={privateAllowed || group.organization === null}
          keptPrivate={!privateAllowed && group.organization === null}
        />
        {general && (
          <Alert role="alert" color="red" variant="light">
            {general}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Delete group
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              Saved.
            </Text>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Delete this group?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={() => remove.mutate(group.id, { onSuccess: () => navigate('/authors-groups/') })}
        onClose={() => setConfirming(false)}
      >
        {group.display_name} and its {group.membersCount} members will be deleted. Referee-finder settings that use it
        will no longer filter by it.
      </ConfirmModal>
    </form>
  );
}
