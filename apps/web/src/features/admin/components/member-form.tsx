import { ORG_ROLES, addMemberSchema, type OrgRole } from '@sciscope/contracts';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import type { NewMember } from '../api/admin-api';

const ROLE_LABELS: Record<OrgRole, string> = { member: 'Member', admin: 'Admin', developer: 'Developer' };
const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function roleLabel(role: OrgRole): string {
  return ROLE_LABELS[role];
}

function isRole(value: string): value is OrgRole {
  return (ORG_ROLES as readonly string[]).includes(value);
}

interface MemberFormProps {
  pending: boolean;
  error: Error | null;
  submitLabel?: string;
  layout?: 'inline' | 'stacked';
  /** Resolves once the member is added; the form then clears. */
  onSubmit: (member: NewMember) => Promise<unknown>;
}

/** E-mail and role of a new organisation member; Enter submits. */
export function MemberForm({
  pending,
  error,
  submitLabel = 'Add member',
  layout = 'inline',
  onSubmit,
}: MemberFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('member');
  const [localError, setLocalError] = useState<string | undefined>();
  const serverFields = fieldErrorsOf(error);
  const emailError = localError ?? serverFields.email;
  const generalError = error && !serverFields.email ? error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    onSubmit(parsed.data).then(
      () => setEmail(''),
      () => undefined, // shown through `error`
    );
  };

  const fields = (
    <>
      <TextInput
        label="E-mail"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={emailError}
        style={layout === 'inline' ? { flex: 1, minWidth: 220 } : undefined}
      />
      <NativeSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={role}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isRole(value)) setRole(value);
        }}
      />
    </>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {layout === 'inline' ? (
          <Group align="flex-start" gap="sm" wrap="wrap">
            {fields}
            <Button type="submit" loading={pending} mt={25}>
              {submitLabel}
            </Button>
          </Group>
        ) : (
          <>
            {fields}
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Group>
          </>
        )}
        {generalError && (
          <Alert role="alert" color="red" variant="light">
            {generalError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
