import { API_TOKEN_LIMITS, createApiTokenSchema, type CreatedApiToken } from '@sciscope/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useCreateApiToken } from '../queries/use-integrations';

/** The name of a new token; Enter submits. Hands the created token (with its secret) up once. */
export function CreateTokenForm({
  organizationId,
  onCreated,
}: {
  organizationId: number;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const create = useCreateApiToken(organizationId);
  const serverFields = fieldErrorsOf(create.error);
  const general = create.error && !serverFields.name ? create.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createApiTokenSchema.safeParse({ name });
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message);
      return;
    }
    setLocalError(undefined);
    create.mutate(parsed.data.name, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Token name"
            description="What the token is for, e.g. the script or service that uses it."
            value={name}
            maxLength={API_TOKEN_LIMITS.nameMaxLength}
            onChange={(event) => setName(event.currentTarget.value)}
            error={localError ?? serverFields.name}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" loading={create.isPending} mt={46}>
            Create token
          </Button>
        </Group>
        {general && (
          <Alert role="alert" color="red" variant="light">
            {general}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
