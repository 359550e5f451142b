import { COLLECTION_LIMITS, LABEL_COLORS } from '@sciscope/contracts';
import { ColorInput, NativeSelect, TextInput, type PopoverProps } from '@mantine/core';
import { useState } from 'react';

export interface LabelFieldValues {
  name: string;
  color: string;
  /** '' for a label only its owner reads, else the organization id. */
  organization: string;
}

/**
 * Where the colour picker opens: beside the field, so it does not cover the button under the
 * form; above it on a window too narrow for that, and below only when neither fits.
 */
const PICKER_PLACEMENT: Pick<PopoverProps, 'position' | 'middlewares'> = {
  position: 'right-start',
  middlewares: { flip: { fallbackPlacements: ['top-start', 'bottom-start'] }, shift: true },
};

/**
 * The editable fields of a label: name, colour and sharing (the new-label form and the edit dialog).
 * The colour field keeps what was typed ('red' stays 'red', which the form's check refuses with
 * the README's message) instead of silently going back to the last valid colour, and Escape
 * closes its picker (Mantine's opens it on focus and closes it only on blur).
 */
export function LabelFields({
  values,
  onChange,
  errors,
  organizations,
}: {
  values: LabelFieldValues;
  onChange: (values: LabelFieldValues) => void;
  errors: Record<string, string>;
  organizations: Array<{ id: number; name: string }>;
}) {
  const [pickerOpened, setPickerOpened] = useState(false);
  return (
    <>
      <TextInput
        label="Name"
        required
        value={values.name}
        maxLength={COLLECTION_LIMITS.nameMaxLength}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        error={errors.name}
      />
      <ColorInput
        label="Colour"
        format="hex"
        swatches={[...LABEL_COLORS]}
        swatchesPerRow={8}
        eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
        fixOnBlur={false}
        popoverProps={{ ...PICKER_PLACEMENT, opened: pickerOpened }}
        onFocus={() => setPickerOpened(true)}
        onClick={() => setPickerOpened(true)}
        onBlur={() => setPickerOpened(false)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !pickerOpened) return;
          // Only the picker closes: not the edit dialog around the field.
          event.stopPropagation();
          setPickerOpened(false);
        }}
        value={values.color}
        onChange={(color) => onChange({ ...values, color })}
        error={errors.color}
      />
      {organizations.length > 0 && (
        <NativeSelect
          label="Shared with"
          description="Every member of the organization reads the label; members who manage labels also add and remove its articles."
          data={[
            { value: '', label: 'Only me' },
            ...organizations.map((org) => ({ value: String(org.id), label: org.name })),
          ]}
          value={values.organization}
          onChange={(event) => onChange({ ...values, organization: event.currentTarget.value })}
          error={errors.organization_id}
        />
      )}
    </>
  );
}

/** The request fields of the form values. */
export function labelInputOf(values: LabelFieldValues) {
  return {
    name: values.name,
    color: values.color,
    organization_id: values.organization === '' ? null : Number(values.organization),
  };
}

/** The first message of each field of a failed client-side check. */
export function issuesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}
