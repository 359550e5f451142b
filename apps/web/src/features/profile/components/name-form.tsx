import { PROFILE_LIMITS, updateNameSchema } from '@sciscope/contracts';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useUpdateName } from '../queries/use-profile';
import { FormFeedback } from './form-feedback';

/** The display name; saving an empty one clears it. Enter submits. */
export function NameForm({ name }: { name: string | null }) {
  const [value, setValue] = useState(name ?? '');
  const [localError, setLocalError] = useState<string | undefined>();
  const [success, flash] = useFlashMessage();
  const update = useUpdateName();
  const serverFields = fieldErrorsOf(update.error);
  const fieldError = localError ?? serverFields.name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updateNameSchema.safeParse({ name: value });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    update.mutate(parsed.data.name, {
      onSuccess: (profile) => {
        setValue(profile.name ?? '');
        flash(profile.name ? 'Name saved.' : 'Name cleared.');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Name"
            description="Shown to other people instead of your e-mail where a name is needed."
            value={value}
            maxLength={PROFILE_LIMITS.nameMaxLength}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={fieldError}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save name
          </Button>
        </Group>
        <FormFeedback error={update.error && !serverFields.name ? update.error.message : null} success={success} />
      </Stack>
    </form>
  );
}
