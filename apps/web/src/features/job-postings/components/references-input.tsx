import { Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  EMAIL_PATTERN,
  JOB_LIMITS,
  JOB_MESSAGES,
  type AdvisorInput,
  type ApplicationAdvisor,
} from '@sciscope/contracts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { formatDate } from '../../../components/ui/format';

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
 * The saved reference a row of the form stands for: the one with its e-mail (the server keeps a
 * reference, its request and its letter, while its e-mail stays; case does not matter).
 */
export function savedReferenceOf(
  row: AdvisorInput,
  saved: readonly ApplicationAdvisor[],
): ApplicationAdvisor | undefined {
  const email = row.email.trim().toLowerCase();
  return email === '' ? undefined : saved.find((s) => s.email.toLowerCase() === email);
}

/** What the applicant may know of a saved reference: when its request left, and whether the letter came. */
export function referenceStatusText(saved: ApplicationAdvisor): string {
  const request = saved.requestSentAt
    ? `Request e-mailed on ${formatDate(saved.requestSentAt)}.`
    : 'Request not e-mailed yet (about an hour after applying).';
  return `${request} ${saved.hasPostedRecommendation ? 'Letter received.' : 'No letter yet.'}`;
}

/**
 * The references (recommenders) of an application: name, e-mail and whether they were the PhD
 * advisor. Each one receives a request to upload a letter about an hour after the application.
 * A saved reference shows when its request was e-mailed and whether its letter arrived (never the
 * letter); removing one whose letter arrived asks first, as saving then deletes the letter.
 */
export function ReferencesInput({
  value,
  onChange,
  errors,
  isRequired,
  newRow,
  saved = [],
}: {
  value: AdvisorInput[];
  onChange: (next: AdvisorInput[]) => void;
  errors: Record<string, string>;
  isRequired: boolean;
  newRow: () => AdvisorInput;
  /** The application's references as saved (editing an application). */
  saved?: readonly ApplicationAdvisor[];
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const given = value.filter((a) => a.name.trim() !== '' || a.email.trim() !== '');
  const set = (i: number, patch: Partial<AdvisorInput>) =>
    onChange(value.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  const withLetter = confirming === null ? undefined : value[confirming];
  return (
    <Fieldset legend={isRequired ? `References (at least ${JOB_LIMITS.minReferences})` : 'References'}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Each recommender is e-mailed a link to upload a letter about an hour after you apply. You will not see the
          letters.
        </Text>
        {value.map((a, i) => {
          const n = given.indexOf(a);
          const stored = savedReferenceOf(a, saved);
          return (
            // The row wraps on a narrow screen instead of squeezing its parts: the inputs share
            // what is left, the checkbox and the button keep their whole labels.
            <Stack key={i} gap={2}>
              <Group align="flex-start" gap="sm">
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
                    // The visible label is the same on every row; the name says which reference it is.
                    aria-label={`Reference ${i + 1}: PhD advisor`}
                    checked={a.isPhdAdvisor ?? false}
                    onChange={(e) => set(i, { isPhdAdvisor: e.currentTarget.checked })}
                  />
                  <Button
                    mt={24}
                    variant="subtle"
                    color="red"
                    aria-label={`Remove reference ${i + 1}`}
                    onClick={() => (stored?.hasPostedRecommendation ? setConfirming(i) : remove(i))}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
              {stored && (
                <Text size="xs" c="dimmed">
                  {referenceStatusText(stored)}
                </Text>
              )}
            </Stack>
          );
        })}
        <ConfirmModal
          opened={withLetter !== undefined}
          title="Remove this reference?"
          confirmLabel="Remove the reference"
          cancelLabel="Keep the reference"
          pending={false}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            if (confirming !== null) remove(confirming);
            setConfirming(null);
          }}
        >
          {`The letter of ${withLetter?.name.trim() || withLetter?.email.trim() || 'this recommender'} has arrived. If you remove the reference, the letter will be deleted when you save the application.`}
        </ConfirmModal>
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
