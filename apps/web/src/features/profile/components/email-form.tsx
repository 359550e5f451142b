import { changeEmailSchema } from '@sciscope/contracts';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useChangeEmail } from '../queries/use-profile';
import { FormFeedback } from './form-feedback';

type Fields = Partial<Record<'email' | 'currentPassword', string>>;

/** A new login e-mail, confirmed with the current password. */
export function EmailForm({ email }: { email: string }) {
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<Fields>({});
  const [success, flash] = useFlashMessage();
  const change = useChangeEmail();
  const serverFields = fieldErrorsOf(change.error);
  const errors: Fields = { ...serverFields, ...localErrors };
  const general = change.error && Object.keys(serverFields).length === 0 ? change.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse({ email: value, currentPassword: password });
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'currentPassword') && !fields[key]) fields[key] = issue.message;
      }
      setLocalErrors(fields);
      return;
    }
    setLocalErrors({});
    change.mutate(parsed.data, {
      onSuccess: (profile) => {
        setValue('');
        setPassword('');
        flash(`Your e-mail is now ${profile.email}.`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput label="Current e-mail" value={email} readOnly variant="filled" />
        <TextInput
          label="New e-mail"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.currentPassword}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change e-mail
          </Button>
        </Group>
        <FormFeedback error={general} success={success} />
      </Stack>
    </form>
  );
}
