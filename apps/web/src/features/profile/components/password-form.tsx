import { changePasswordSchema } from '@sciscope/contracts';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useFlashMessage } from '../../../components/ui/use-flash-message';
import { useChangePassword } from '../queries/use-profile';
import { FormFeedback } from './form-feedback';
import { shownFieldErrors, type FieldErrors } from './form-errors';

type Field = 'currentPassword' | 'newPassword' | 'repeat';
type Fields = FieldErrors<Field>;

/** A new password, after the current one; other sessions are signed out by the server. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [localErrors, setLocalErrors] = useState<Fields>({});
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const [success, flash] = useFlashMessage();
  const change = useChangePassword();
  const serverFields = fieldErrorsOf(change.error);
  const errors = shownFieldErrors({ local: localErrors, server: serverFields, edited });
  const general = change.error && Object.keys(serverFields).length === 0 ? change.error.message : null;
  const markEdited = (field: Field) => setEdited((before) => new Set(before).add(field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The last submit's answer ('The current password is not correct.') is about old values.
    change.reset();
    setEdited(new Set());
    const fields: Fields = {};
    const parsed = changePasswordSchema.safeParse({ currentPassword: current, newPassword: next });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'currentPassword' || key === 'newPassword') && !fields[key]) fields[key] = issue.message;
      }
    }
    if (repeat !== next) fields.repeat = 'The passwords do not match.';
    setLocalErrors(fields);
    if (!parsed.success || fields.repeat) return;
    change.mutate(parsed.data, {
      onSuccess: ({ signedOut }) => {
        setCurrent('');
        setNext('');
        setRepeat('');
        flash(
          signedOut === 0
            ? 'Password changed.'
            : `Password changed. ${signedOut} other session${signedOut === 1 ? ' was' : 's were'} signed out.`,
        );
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.currentTarget.value);
            markEdited('currentPassword');
          }}
          error={errors.currentPassword}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => {
            setNext(event.currentTarget.value);
            markEdited('newPassword');
          }}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Repeat new password"
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => {
            setRepeat(event.currentTarget.value);
            markEdited('repeat');
          }}
          error={errors.repeat}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
        <FormFeedback error={general} success={success} />
      </Stack>
    </form>
  );
}
