import { collectionUpdateSchema, type CollectionSummary } from '@sciscope/contracts';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useUpdateCollection } from '../queries/use-collections';
import { issuesByField, LabelFields, labelInputOf, type LabelFieldValues } from './label-fields';

/** Rename, recolour and share a label (its owner); closes when saved. */
export function EditLabelModal({
  label,
  organizations,
  onClose,
}: {
  label: CollectionSummary;
  organizations: Array<{ id: number; name: string }>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<LabelFieldValues>({
    name: label.name,
    color: label.color,
    organization: label.organization ? String(label.organization.id) : '',
  });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const update = useUpdateCollection(label.id);
  const serverErrors = fieldErrorsOf(update.error);
  const general = update.error && Object.keys(serverErrors).length === 0 ? update.error.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = collectionUpdateSchema.safeParse(labelInputOf(values));
    if (!parsed.success) {
      setLocalErrors(issuesByField(parsed.error.issues));
      return;
    }
    setLocalErrors({});
    update.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={`Edit label: ${label.name}`}>
      <form onSubmit={submit} noValidate aria-label="Edit label">
        <Stack gap="sm">
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
