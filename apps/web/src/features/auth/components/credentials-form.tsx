import type { CurrentUser } from '@sciscope/contracts';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, fieldErrorsOf } from '../../../app/api-client';

export interface Credentials {
  email: string;
  password: string;
}

/** The contracts' request schemas (zod), read structurally. */
interface CredentialsSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Credentials }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

interface CredentialsFormProps {
  schema: CredentialsSchema;
  mutation: UseMutationResult<CurrentUser, Error, Credentials>;
  submitLabel: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordDescription?: string;
  /** Turns a rejected call into the text shown above the button. */
  describeError?: (error: ApiError) => string;
  onSuccess: (user: CurrentUser) => void;
}

type FieldErrors = Partial<Record<keyof Credentials, string>>;

function issuesToFields(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const [name] = issue.path;
    if ((name === 'email' || name === 'password') && !fields[name]) fields[name] = issue.message;
  }
  return fields;
}

/**
 * E-mail and password with labelled inputs; Enter submits. Checks the contract's schema first,
 * then shows the server's field errors under the fields and any other error above the button.
 */
export function CredentialsForm(props: CredentialsFormProps) {
  const { schema, mutation, submitLabel, passwordAutoComplete, passwordDescription, describeError, onSuccess } = props;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});

  const serverFields = fieldErrorsOf(mutation.error);
  const fieldError = (name: keyof Credentials): string | undefined => localErrors[name] ?? serverFields[name];
  let generalError: string | null = null;
  if (mutation.error && Object.keys(serverFields).length === 0) {
    generalError =
      mutation.error instanceof ApiError && describeError ? describeError(mutation.error) : mutation.error.message;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse({ email, password });
    if (!parsed.success) {
      setLocalErrors(issuesToFields(parsed.error.issues));
      return;
    }
    setLocalErrors({});
    mutation.mutate(parsed.data, { onSuccess });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete={passwordAutoComplete}
          required
          description={passwordDescription}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError('password')}
        />
        {generalError && (
          <Alert role="alert" color="red" variant="light">
            {generalError}
          </Alert>
        )}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
