import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useChangeEmail } from '../queries/use-profile';
import { FormFeedback } from './form-feedback';
import { checkEmailForm, shownFieldErrors, type FieldErrors } from './form-errors';

type Field = 'email' | 'currentPassword';

/** A new login e-mail, confirmed with the current password. */
export function EmailForm({ email }: { email: string }) {
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors<Field>>({});
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const [success, flash] = useFlashMessage();
  const change = useChangeEmail();
  const serverFields = fieldErrorsOf(change.error);
  const errors = shownFieldErrors({ local: localErrors, server: serverFields, edited });
  const general = change.error && Object.keys(serverFields).length === 0 ? change.error.message : null;
  const markEdited = (field: Field) => setEdited((before) => new Set(before).add(field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The last submit's answer is about values that may have changed since.
    change.reset();
    setEdited(new Set());
    const checked = checkEmailForm({ email: value, currentPassword: password, currentEmail: email });
    if (!checked.ok) {
      setLocalErrors(checked.errors);
      return;
    }
    setLocalErrors({});
    change.mutate(checked.request, {
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
          onChange={(event) => {
            setValue(event.currentTarget.value);
            markEdited('email');
          }}
          error={errors.email}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            markEdited('currentPassword');
          }}
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
