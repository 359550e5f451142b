import { ACCOUNT_DELETION_PHRASE, deleteAccountSchema, type AccountDeleted } from '@sciscope/contracts';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useRestoreFocus } from '../../../components/ui/use-restore-focus';
import { useDeleteAccount } from '../queries/use-profile';
import { shownFieldErrors, type FieldErrors } from './form-errors';

type Field = 'currentPassword' | 'confirmation';

/** Where the profile page goes once the account is deleted (/accounts/deleted/, which needs no login). */
export const ACCOUNT_DELETED_PATH = '/accounts/deleted/';

/**
 * "Delete account": what goes and what stays, then a dialog asking for the current password
 * and the typed phrase. The server refuses the last superuser and the owner of vacancies with
 * other people's applications; the dialog shows its words.
 */
export function DeleteAccount({ email, onDeleted }: { email: string; onDeleted: (deleted: AccountDeleted) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm">
        Deleting your account cannot be undone. It signs you out everywhere and deletes your API tokens, organization
        memberships and quotas, personal folder, monitorings, labels, authors groups, saved searches, referee-finder
        settings, job applications, committee votes and comments, and pending claims.
      </Text>
      <Text size="sm">
        Your ontology suggestions, decided claims and your work in organization folders and panels stay, without your
        name. A confirmation is e-mailed to {email}.
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          Delete account…
        </Button>
      </Group>
      {opened && <DeleteAccountDialog onClose={() => setOpened(false)} onDeleted={onDeleted} />}
    </Stack>
  );
}

function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: (deleted: AccountDeleted) => void;
}) {
  useRestoreFocus(true);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors<Field>>({});
  const [edited, setEdited] = useState<ReadonlySet<Field>>(new Set());
  const remove = useDeleteAccount({ onDeleted });
  const serverFields = fieldErrorsOf(remove.error);
  const errors = shownFieldErrors({ local: localErrors, server: serverFields, edited });
  const general = remove.error && Object.keys(serverFields).length === 0 ? remove.error.message : null;
  const markEdited = (field: Field) => setEdited((before) => new Set(before).add(field));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.reset();
    setEdited(new Set());
    const parsed = deleteAccountSchema.safeParse({ currentPassword: password, confirmation });
    const fields: FieldErrors<Field> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'currentPassword' || key === 'confirmation') && !fields[key]) fields[key] = issue.message;
      }
    }
    setLocalErrors(fields);
    if (parsed.success) remove.mutate(parsed.data);
  };

  return (
    <Modal opened onClose={onClose} title="Delete your account?">
      <form onSubmit={submit} noValidate>
        <Stack>
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
          <TextInput
            label={`Type "${ACCOUNT_DELETION_PHRASE}" to confirm`}
            autoComplete="off"
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.currentTarget.value);
              markEdited('confirmation');
            }}
            error={errors.confirmation}
          />
          {general && (
            <Alert role="alert" color="red" variant="light">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
