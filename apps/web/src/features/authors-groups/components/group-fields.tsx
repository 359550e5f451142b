import { AUTHORS_GROUP_LIMITS } from '@sciscope/contracts';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { NO_SHARING_POSSIBLE_NOTE, SHARING_REQUIRED_NOTE, KEPT_PRIVATE_GROUP_NOTE } from '../authors-groups-access';

export interface GroupFieldValues {
  display_name: string;
  label: string;
  owner_label: string;
  /** '' for a private group, else the organization id. */
  organization: string;
}

/** The organization a new group is shared with at first: none when it may be private, else the first one. */
export function initialSharing(
  organizations: ReadonlyArray<{ id: number }>,
  privateAllowed: boolean,
): GroupFieldValues['organization'] {
  return privateAllowed || organizations.length === 0 ? '' : String(organizations[0]!.id);
}

/**
 * The editable fields of a group, shared by the create and settings forms. "Nobody (private)" is
 * offered only when `privateAllowed` (the quota's canBePrivate, or a group that is private already).
 */
export function GroupFields({
  values,
  onChange,
  errors,
  organizations,
  privateAllowed,
  keptPrivate = false,
}: {
  values: GroupFieldValues;
  onChange: (values: GroupFieldValues) => void;
  errors: Record<string, string>;
  organizations: Array<{ id: number; name: string }>;
  privateAllowed: boolean;
  /** The group is private although the plan does not allow private groups: the fields say it stays so. */
  keptPrivate?: boolean;
}) {
  const set = (field: keyof GroupFieldValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <>
      <TextInput
        label="Name"
        required
        value={values.display_name}
        description={`At most ${AUTHORS_GROUP_LIMITS.nameMaxLength} characters.`}
        maxLength={AUTHORS_GROUP_LIMITS.nameMaxLength}
        onChange={set('display_name')}
        error={errors.display_name}
      />
      <TextInput
        label="Label"
        description="A short tag shown next to highlighted candidates."
        value={values.label}
        maxLength={AUTHORS_GROUP_LIMITS.labelMaxLength}
        onChange={set('label')}
        error={errors.label}
      />
      <TextInput
        label="Owner label"
        description="Who keeps this list, as others see it (e.g. an editorial office)."
        value={values.owner_label}
        maxLength={AUTHORS_GROUP_LIMITS.labelMaxLength}
        onChange={set('owner_label')}
        error={errors.owner_label}
      />
      {organizations.length > 0 && (
        <NativeSelect
          label="Shared with"
          description={
            privateAllowed
              ? 'Members of the organization holding the authors groups plan can see and use the group; only you change it.'
              : SHARING_REQUIRED_NOTE
          }
          data={[
            ...(privateAllowed ? [{ value: '', label: 'Nobody (private)' }] : []),
            ...organizations.map((org) => ({ value: String(org.id), label: org.name })),
          ]}
          value={values.organization}
          onChange={set('organization')}
          error={errors.organization_id}
        />
      )}
      {keptPrivate && values.organization === '' && <Text size="sm">{KEPT_PRIVATE_GROUP_NOTE}</Text>}
      {organizations.length === 0 && !privateAllowed && values.organization === '' && (
        <Text size="sm" c="red" role="alert">
          {errors.organization_id ?? NO_SHARING_POSSIBLE_NOTE}
        </Text>
      )}
    </>
  );
}

/** The request fields of the form values. */
export function groupInputOf(values: GroupFieldValues) {
  return {
    display_name: values.display_name,
    label: values.label,
    owner_label: values.owner_label,
    organization_id: values.organization === '' ? null : Number(values.organization),
  };
}
