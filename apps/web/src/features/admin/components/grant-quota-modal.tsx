import { QUOTA_NAMES, isQuotaName, type AdminUser, type QuotaName } from '@sciscope/contracts';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useGrantQuota } from '../queries/use-superadmin';

interface GrantQuotaModalProps {
  /** The user to grant to; the modal is closed when null. */
  user: AdminUser | null;
  onClose: () => void;
}

/** Grants one quota: its name, whether it may be private, and the organizations it covers. */
export function GrantQuotaModal({ user, onClose }: GrantQuotaModalProps) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Grant quota" size="md">
      {user && <GrantQuotaForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

type HeldQuota = AdminUser['quotas'][number];

/**
 * What the dialog says when the chosen quota is held already: granting replaces its settings,
 * which it names, so the admin sees what changes before confirming.
 */
export function heldQuotaNotice({ user, quota }: { user: AdminUser; quota: HeldQuota }): string {
  const names = quota.organizations_ids.map(
    (id) => user.organizations.find((org) => org.id === id)?.name ?? `organization ${id}`,
  );
  const now = [
    quota.canBePrivate ? 'can be private' : 'not private',
    names.length ? `organizations: ${names.join(', ')}` : 'no organizations',
  ].join('; ');
  return `${user.email} already holds ${quota.name} (${now}). Saving replaces these settings with the ones below.`;
}

/** Quotas whose work is saved privately or for an organization (monitorings, authors groups). */
const SAVES_WORK: ReadonlySet<QuotaName> = new Set(['monitoring', 'authors_group']);

/**
 * What the dialog says when a grant would leave nothing to save with (walk 22): a quota that saves
 * work privately or for an organization, granted with neither.
 */
export function unusableGrantNotice({
  user,
  name,
  canBePrivate,
  organizationsIds,
}: {
  user: AdminUser;
  name: QuotaName;
  canBePrivate: boolean;
  organizationsIds: readonly string[];
}): string | null {
  if (!SAVES_WORK.has(name) || canBePrivate || organizationsIds.length > 0) return null;
  return user.organizations.length > 0
    ? `With neither Can be private nor an organization, ${user.email} cannot save anything with ${name}: tick Can be private or pick an organization.`
    : `${user.email} is in no organization, so without Can be private they cannot save anything with ${name}: tick Can be private, or add them to an organization first.`;
}

/** The organizations a grant may name: the user's own (the server refuses any other). */
export function organizationOptions(user: AdminUser): Array<{ value: string; label: string }> {
  return user.organizations.map((org) => ({ value: String(org.id), label: org.name }));
}

/** The form's starting values for `name`: a held quota's own settings, else none. */
function initialSettings(user: AdminUser, name: QuotaName): { canBePrivate: boolean; organizationsIds: string[] } {
  const held = user.quotas.find((quota) => quota.name === name);
  const memberOf = new Set(user.organizations.map((org) => org.id));
  return {
    canBePrivate: held?.canBePrivate ?? false,
    organizationsIds: (held?.organizations_ids ?? []).filter((id) => memberOf.has(id)).map(String),
  };
}

/**
 * The grant form. The organizations offered are the user's own: the server refuses others, as
 * a quota tied to an organization the user is not in could not be used.
 */
export function GrantQuotaForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const heldNames = new Set(user.quotas.map((quota) => quota.name));
  const firstFree = QUOTA_NAMES.find((name) => !heldNames.has(name)) ?? QUOTA_NAMES[0];
  const [name, setName] = useState<QuotaName>(firstFree);
  const [canBePrivate, setCanBePrivate] = useState(() => initialSettings(user, firstFree).canBePrivate);
  const [organizationsIds, setOrganizationsIds] = useState<string[]>(
    () => initialSettings(user, firstFree).organizationsIds,
  );
  const grant = useGrantQuota();
  const held = user.quotas.find((quota) => quota.name === name);
  const fieldErrors = fieldErrorsOf(grant.error);
  const generalError = grant.error && !fieldErrors.organizationsIds ? grant.error.message : null;
  const unusable = unusableGrantNotice({ user, name, canBePrivate, organizationsIds });

  const choose = (next: QuotaName) => {
    const settings = initialSettings(user, next);
    setName(next);
    setCanBePrivate(settings.canBePrivate);
    setOrganizationsIds(settings.organizationsIds);
    grant.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    grant.mutate(
      {
        userId: user.id,
        grant: { name, canBePrivate, organizationsIds: organizationsIds.map(Number), replace: held !== undefined },
      },
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
          data={QUOTA_NAMES.map((quota) => ({ value: quota, label: heldNames.has(quota) ? `${quota} (held)` : quota }))}
          value={name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isQuotaName(value)) choose(value);
          }}
        />
        {held && (
          <Alert color="yellow" variant="light">
            {heldQuotaNotice({ user, quota: held })}
          </Alert>
        )}
        <Checkbox
          label="Can be private"
          checked={canBePrivate}
          onChange={(event) => setCanBePrivate(event.currentTarget.checked)}
        />
        <MultiSelect
          label="Organizations"
          description="Only the user's own organizations."
          placeholder={user.organizations.length ? 'Pick organizations' : 'Not a member of any organization'}
          data={organizationOptions(user)}
          value={organizationsIds}
          onChange={setOrganizationsIds}
          disabled={user.organizations.length === 0}
          error={fieldErrors.organizationsIds}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        {unusable && (
          <Alert color="yellow" variant="light">
            {unusable}
          </Alert>
        )}
        {generalError && (
          <Alert role="alert" color="red" variant="light">
            {generalError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={grant.isPending}>
            {held ? 'Replace grant' : 'Grant'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
