import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ProposalAttribute } from '@sciscope/contracts';

/** Label/value attributes of a proposal (call, budget, panel…): add and remove rows. */
export function ProposalAttributesEditor({
  attributes,
  errors,
  onChange,
}: {
  attributes: ProposalAttribute[];
  errors: Record<string, string>;
  onChange: (attributes: ProposalAttribute[]) => void;
}) {
  const update = (index: number, patch: Partial<ProposalAttribute>) =>
    onChange(attributes.map((a, i) => (i === index ? { ...a, ...patch } : a)));
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Attributes
      </Text>
      {attributes.map((attribute, index) => (
        <Group key={index} align="flex-start" gap="xs">
          <TextInput
            label={`Attribute ${index + 1} label`}
            value={attribute.label}
            onChange={(e) => update(index, { label: e.currentTarget.value })}
            error={errors[`attributes.${index}.label`]}
            style={{ flex: 1 }}
          />
          <TextInput
            label="Value"
            value={attribute.value}
            onChange={(e) => update(index, { value: e.currentTarget.value })}
            error={errors[`attributes.${index}.value`]}
            style={{ flex: 2 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove attribute ${index + 1}`}
            onClick={() => onChange(attributes.filter((_, i) => i !== index))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="compact-sm" onClick={() => onChange([...attributes, { label: '', value: '' }])}>
          Add attribute
        </Button>
      </Group>
    </Stack>
  );
}
