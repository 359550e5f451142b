import { collectionInputSchema, nextLabelColor } from '@sciscope/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useCreateCollection } from '../queries/use-collections';
import { issuesByField, LabelFields, labelInputOf, type LabelFieldValues } from './label-fields';

/** A new label on the manage page; the colour starts at the palette's next one. */
export function NewLabelForm({
  organizations,
  ownedCount,
}: {
  organizations: Array<{ id: number; name: string }>;
  ownedCount: number;
}) {
  const empty = (): LabelFieldValues => ({ name: '', color: nextLabelColor(ownedCount), organization: '' });
  const [values, setValues] = useState(empty);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const create = useCreateCollection();
  const serverErrors = fieldErrorsOf(create.error);
  const general = create.error && Object.keys(serverErrors).length === 0 ? create.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = collectionInputSchema.safeParse(labelInputOf(values));
    if (!parsed.success) {
      setLocalErrors(issuesByField(parsed.error.issues));
      return;
    }
    setLocalErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => setValues({ name: '', color: nextLabelColor(ownedCount + 1), organization: '' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New label">
      <Stack gap="sm" maw={420}>
        <LabelFields
          values={values}
          onChange={setValues}
          errors={{ ...serverErrors, ...localErrors }}
          organizations={organizations}
        />
        {general && (
          <Alert role="alert" color="red" variant="light">
            {general}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create label
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
