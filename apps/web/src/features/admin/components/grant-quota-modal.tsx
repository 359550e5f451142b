import { QUOTA_NAMES, isQuotaName, type AdminUser, type Organization, type QuotaName } from '@sciscope/contracts';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useGrantQuota } from '../queries/use-superadmin';

interface GrantQuotaModalProps {
  /** The user to grant to; the modal is closed when null. */
  user: AdminUser | null;
  organizations: Organization[];
  onClose: () => void;
}

/** Grants one quota: its name, whether it may be private, and the organisations it covers. */
export function GrantQuotaModal({ user, organizations, onClose }: GrantQuotaModalProps) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Grant quota" size="md">
      {user && <GrantQuotaForm key={user.id} user={user} organizations={organizations} onDone={onClose} />}
    </Modal>
  );
}

function GrantQuotaForm({
  user,
  organizations,
  onDone,
}: {
  user: AdminUser;
  organizations: Organization[];
  onDone: () => void;
}) {
  const held = new Set(user.quotas.map((quota) => quota.name));
  const firstFree = QUOTA_NAMES.find((name) => !held.has(name)) ?? QUOTA_NAMES[0];
  const [name, setName] = useState<QuotaName>(firstFree);
  const [canBePrivate, setCanBePrivate] = useState(false);
  const [organizationsIds, setOrganizationsIds] = useState<string[]>([]);
  const grant = useGrantQuota();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    grant.mutate(
      { userId: user.id, grant: { name, canBePrivate, organizationsIds: organizationsIds.map(Number) } },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          For <strong>{user.email}</strong>
        </Text>
        <NativeSelect
          label="Quota"
          data={QUOTA_NAMES.map((quota) => ({ value: quota, label: held.has(quota) ? `${quota} (held)` : quota }))}
          value={name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isQuotaName(value)) setName(value);
          }}
        />
        <Checkbox
          label="Can be private"
          checked={canBePrivate}
          onChange={(event) => setCanBePrivate(event.currentTarget.checked)}
        />
        <MultiSelect
          label="Organizations"
          placeholder={organizations.length ? 'Pick organizations' : 'No organizations yet'}
          data={organizations.map((org) => ({ value: String(org.id), label: org.name }))}
          value={organizationsIds}
          onChange={setOrganizationsIds}
          disabled={organizations.length === 0}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {grant.error && (
          <Alert role="alert" color="red" variant="light">
            {grant.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={grant.isPending}>
            Grant
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
