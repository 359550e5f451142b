import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { MONITORING_LIMITS, monitoringEditRequestSchema } from '@sciscope/contracts';
import { useState } from 'react';
import type { MonitoringRights } from '../monitoring-access';

/** The value of 'Private' in the organization select. */
const PRIVATE = 'private';

export interface SaveModalValues {
  title: string;
  organizationId: number | null;
}

/**
 * Why the server would refuse this title (its own rule: required, at most 200 characters after
 * trimming), or null: checked in the dialog, so such a title is never sent and the message has
 * no field prefix.
 */
export function monitoringTitleProblem(title: string): string | null {
  const check = monitoringEditRequestSchema.shape.title.safeParse(title);
  return check.success ? null : (check.error.issues[0]?.message ?? 'Title is required.');
}

/**
 * The save modal of a new monitoring, and the rename modal of a saved one (spec 01 sections 2,
 * 5, 6): the title is required (trimmed); an organization must be chosen when organizations are
 * offered and the plan does not allow private monitorings. Save errors show inline.
 */
export function SaveModal({
  opened,
  onClose,
  heading,
  initial,
  rights,
  askOrganization,
  onSubmit,
  pending,
  error,
}: {
  opened: boolean;
  onClose: () => void;
  heading: string;
  initial: SaveModalValues;
  rights: MonitoringRights;
  /** False for a rename: only the title changes. */
  askOrganization: boolean;
  onSubmit: (values: SaveModalValues) => void;
  pending: boolean;
  error: string | null;
}) {
  const [title, setTitle] = useState(initial.title);
  const [organization, setOrganization] = useState<string | null>(
    initial.organizationId !== null
      ? String(initial.organizationId)
      : rights.canBePrivate
        ? PRIVATE
        : rights.organizations[0]
          ? String(rights.organizations[0].id)
          : null,
  );
  const [touched, setTouched] = useState(false);
  const titleProblem = monitoringTitleProblem(title);
  const titleError = touched || title.length > MONITORING_LIMITS.titleMaxLength ? titleProblem : null;
  const options = [
    ...(rights.canBePrivate ? [{ value: PRIVATE, label: 'Private (only me)' }] : []),
    ...rights.organizations.map((o) => ({ value: String(o.id), label: o.name })),
  ];
  const cannotSave = askOrganization && options.length === 0;
  const submit = () => {
    setTouched(true);
    if (titleProblem !== null || (askOrganization && organization === null)) return;
    onSubmit({
      title: title.trim(),
      organizationId: !askOrganization
        ? initial.organizationId
        : organization === PRIVATE || organization === null
          ? null
          : Number(organization),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={heading}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            data-autofocus
            value={title}
            error={titleError}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
          />
          {askOrganization && options.length > 0 && (
            <Select
              label="Organization"
              description={
                rights.canBePrivate
                  ? 'Members of an organization see its monitorings.'
                  : 'Your plan saves monitorings for an organization.'
              }
              data={options}
              value={organization}
              allowDeselect={false}
              onChange={setOrganization}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {cannotSave && (
            <Text size="sm" c="red">
              Your plan allows no private monitorings and names no organization of yours: ask your organization for
              access.
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={cannotSave}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
