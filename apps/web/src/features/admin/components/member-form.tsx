import { ORG_ROLES, addMemberSchema, type OrgRole } from '@sciscope/contracts';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
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
  /** Resolves once the member is added; the form then clears, unless it resolves to `false`. */
  onSubmit: (member: NewMember) => Promise<unknown>;
  /** What the last addition did, when the form says it itself (e.g. "… is already a member."). */
  notice?: string | null;
}

/** E-mail and role of a new organization member; Enter submits. */
export function MemberForm({
  pending,
  error,
  submitLabel = 'Add member',
  layout = 'inline',
  onSubmit,
  notice = null,
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
      (outcome) => {
        if (outcome !== false) setEmail('');
      },
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
        {notice && !error && (
          <Text role="status" size="sm">
            {notice}
          </Text>
        )}
      </Stack>
    </form>
  );
}
