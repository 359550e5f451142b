import { AUTHORS_GROUP_LIMITS } from '@sciscope/contracts';
import { NativeSelect, TextInput } from '@mantine/core';

export interface GroupFieldValues {
  display_name: string;
  label: string;
  owner_label: string;
  /** '' for a private group, else the organisation id. */
  organization: string;
}

/** The editable fields of a group, shared by the create and settings forms. */
export function GroupFields({
  values,
  onChange,
  errors,
  organizations,
}: {
  values: GroupFieldValues;
  onChange: (values: GroupFieldValues) => void;
  errors: Record<string, string>;
  organizations: Array<{ id: number; name: string }>;
}) {
  const set = (field: keyof GroupFieldValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <>
      <TextInput
        label="Name"
        required
        value={values.display_name}
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
          description="Members of the organisation holding the authors groups plan can see and use the group; only you change it."
          data={[
            { value: '', label: 'Nobody (private)' },
            ...organizations.map((org) => ({ value: String(org.id), label: org.name })),
          ]}
          value={values.organization}
          onChange={set('organization')}
          error={errors.organization_id}
        />
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
