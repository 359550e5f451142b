import { NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { numericInput } from '../settings-form';

/*
 * Small controls of the settings panel. Every number input has a minimum (0 unless the spec
 * says otherwise) and turns non-numeric input into null (spec 03 section 5).
 */

export interface NumberSettingProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  disabled?: boolean;
  decimal?: boolean;
  placeholder?: string;
}

export function NumberSetting({
  label,
  value,
  onChange,
  min = 0,
  max,
  disabled,
  decimal,
  placeholder = 'any',
}: NumberSettingProps) {
  return (
    <NumberInput
      size="xs"
      label={label}
      value={value ?? ''}
      min={min}
      {...(max !== undefined ? { max } : {})}
      allowDecimal={decimal ?? false}
      allowNegative={false}
      clampBehavior="blur"
      placeholder={placeholder}
      disabled={disabled ?? false}
      onChange={(raw) => {
        const next = numericInput(raw, min);
        onChange(next !== null && max !== undefined ? Math.min(max, next) : next);
      }}
    />
  );
}

export interface PresetSettingProps {
  label: string;
  value: string;
  data: { label: string; value: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A choice among the spec's presets (top articles, article years, JIF tiers). */
export function PresetSetting({ label, value, data, onChange, disabled }: PresetSettingProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={500} component="span" id={`preset-${label}`}>
        {label}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={`preset-${label}`}
        value={value}
        data={data}
        onChange={onChange}
        disabled={disabled ?? false}
      />
    </Stack>
  );
}

export function SwitchSetting({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch
      size="xs"
      label={label}
      checked={checked}
      disabled={disabled ?? false}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
