import {
  ORGANIZATION_NAME_MAX_LENGTH,
  renameOrganizationSchema,
  type OrganizationNameResult,
} from '@sciscope/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useRenameOrganization } from '../queries/use-organization-lifecycle';

/** What the form says when the name asked for is the one the organization has. */
export const NAME_UNCHANGED = 'The name is unchanged: it is already the organization’s name.';

/** What a submit does before the server is asked: refuse the name, say nothing changes, or rename. */
export function renameStep(
  value: string,
  current: string,
): { kind: 'invalid'; error: string } | { kind: 'unchanged' } | { kind: 'rename'; name: string } {
  const parsed = renameOrganizationSchema.safeParse({ name: value });
  if (!parsed.success) return { kind: 'invalid', error: parsed.error.issues[0]?.message ?? 'Name is required.' };
  // Spaces around it aside, as the server compares; a change of case alone is a rename.
  if (parsed.data.name === current) return { kind: 'unchanged' };
  return { kind: 'rename', name: parsed.data.name };
}

/** The server's answer in words: renamed, or nothing changed (it had that name already). */
export function renamedText(result: OrganizationNameResult): string {
  return result.changed ? `Renamed to ${result.name}.` : NAME_UNCHANGED;
}

/**
 * The organization's name, for its admins and superusers: the rules of creation (required, at
 * most 200 characters, unique ignoring case). Enter submits. Each edit and each submit takes the
 * last message away, so that an old "Renamed" never stands beside a new error.
 */
export function RenameOrganizationForm({ organizationId, name }: { organizationId: number; name: string }) {
  const [value, setValue] = useState(name);
  const [localError, setLocalError] = useState<string | undefined>();
  const [message, flash, clearMessage] = useFlashMessage();
  const rename = useRenameOrganization(organizationId);
  const serverError = fieldErrorsOf(rename.error).name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.reset();
    clearMessage();
    const step = renameStep(value, name);
    if (step.kind === 'invalid') {
      setLocalError(step.error);
      return;
    }
    setLocalError(undefined);
    if (step.kind === 'unchanged') {
      flash(NAME_UNCHANGED);
      return;
    }
    rename.mutate(step.name, {
      onSuccess: (renamed) => {
        setValue(renamed.name);
        flash(renamedText(renamed));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Organization name"
            description={`At most ${ORGANIZATION_NAME_MAX_LENGTH} characters; no other organization may have it.`}
            value={value}
            maxLength={ORGANIZATION_NAME_MAX_LENGTH}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              clearMessage();
            }}
            error={localError ?? serverError}
            style={{ flex: 1, minWidth: 220, maxWidth: 480 }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={rename.isPending}>
            Rename
          </Button>
        </Group>
        {rename.error && !serverError && (
          <Alert role="alert" color="red" variant="light">
            {rename.error.message}
          </Alert>
        )}
        {message && (
          <Text role="status" size="sm" c="teal.8">
            {message}
          </Text>
        )}
      </Stack>
    </form>
  );
}
