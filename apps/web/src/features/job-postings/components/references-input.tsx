import { Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { EMAIL_PATTERN, JOB_LIMITS, JOB_MESSAGES, type AdvisorInput } from '@sciscope/contracts';

/** The form's checks of the references (the server checks the same, spec 04 section 5). */
export function referenceErrors(list: readonly AdvisorInput[], isRequired: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const given = list.filter((a) => a.name.trim() !== '' || a.email.trim() !== '');
  list.forEach((a) => {
    if (a.name.trim() === '' && a.email.trim() === '') return;
    // The server numbers the references it was sent, blank rows left out.
    const n = given.indexOf(a);
    if (a.name.trim() === '') errors[`advisors.${n}.name`] = JOB_MESSAGES.required;
    if (a.email.trim() === '') errors[`advisors.${n}.email`] = JOB_MESSAGES.required;
    else if (!EMAIL_PATTERN.test(a.email.trim()))
      errors[`advisors.${n}.email`] = JOB_MESSAGES.invalidEmail(a.email.trim());
  });
  if (isRequired && given.length < JOB_LIMITS.minReferences) errors.advisors = JOB_MESSAGES.referencesRequired;
  return errors;
}

/**
 * The references (recommenders) of an application: name, e-mail and whether they were the PhD
 * advisor. Each one receives a request to upload a letter about an hour after the application.
 */
export function ReferencesInput({
  value,
  onChange,
  errors,
  isRequired,
  newRow,
}: {
  value: AdvisorInput[];
  onChange: (next: AdvisorInput[]) => void;
  errors: Record<string, string>;
  isRequired: boolean;
  newRow: () => AdvisorInput;
}) {
  const given = value.filter((a) => a.name.trim() !== '' || a.email.trim() !== '');
  const set = (i: number, patch: Partial<AdvisorInput>) =>
    onChange(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <Fieldset legend={isRequired ? `References (at least ${JOB_LIMITS.minReferences})` : 'References'}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Each recommender is e-mailed a link to upload a letter about an hour after you apply. You will not see the
          letters.
        </Text>
        {value.map((a, i) => {
          const n = given.indexOf(a);
          return (
            // The row wraps on a narrow screen instead of squeezing its parts: the inputs share
            // what is left, the checkbox and the button keep their whole labels.
            <Group key={i} align="flex-start" gap="sm">
              <TextInput
                style={{ flex: '1 1 10rem' }}
                label={`Reference ${i + 1}: name`}
                value={a.name}
                error={n >= 0 ? errors[`advisors.${n}.name`] : undefined}
                onChange={(e) => set(i, { name: e.currentTarget.value })}
              />
              <TextInput
                style={{ flex: '1 1 10rem' }}
                label={`Reference ${i + 1}: e-mail`}
                type="email"
                value={a.email}
                error={n >= 0 ? errors[`advisors.${n}.email`] : undefined}
                onChange={(e) => set(i, { email: e.currentTarget.value })}
              />
              <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                <Checkbox
                  mt={30}
                  label="PhD advisor"
                  checked={a.isPhdAdvisor ?? false}
                  onChange={(e) => set(i, { isPhdAdvisor: e.currentTarget.checked })}
                />
                <Button
                  mt={24}
                  variant="subtle"
                  color="red"
                  aria-label={`Remove reference ${i + 1}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          );
        })}
        {errors.advisors && (
          <Text c="red" size="sm" role="alert">
            {errors.advisors}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            disabled={value.length >= JOB_LIMITS.maxReferences}
            onClick={() => onChange([...value, newRow()])}
          >
            Add a reference
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
