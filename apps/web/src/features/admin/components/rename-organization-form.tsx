import { ORGANIZATION_NAME_MAX_LENGTH, renameOrganizationSchema } from '@sciscope/contracts';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useRenameOrganization } from '../queries/use-organization-lifecycle';

/**
 * The organisation's name, for its admins and superusers: the rules of creation (required, at
 * most 200 characters, unique ignoring case). Enter submits.
 */
export function RenameOrganizationForm({ organizationId, name }: { organizationId: number; name: string }) {
  const [value, setValue] = useState(name);
  const [localError, setLocalError] = useState<string | undefined>();
  const [success, flash] = useFlashMessage();
  const rename = useRenameOrganization(organizationId);
  const serverError = fieldErrorsOf(rename.error).name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.reset();
    const parsed = renameOrganizationSchema.safeParse({ name: value });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    if (parsed.data.name === name) {
      flash('The name is unchanged.');
      return;
    }
    rename.mutate(parsed.data.name, {
      onSuccess: (renamed) => {
        setValue(renamed.name);
        flash(`Renamed to ${renamed.name}.`);
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
            onChange={(event) => setValue(event.currentTarget.value)}
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
        {success && (
          <Text role="status" size="sm" c="teal.8">
            {success}
          </Text>
        )}
      </Stack>
    </form>
  );
}
