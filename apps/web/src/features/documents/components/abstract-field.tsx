import { DOCUMENT_LIMITS, proposalInputSchema } from '@sciscope/contracts';
import { Textarea } from '@mantine/core';

/**
 * The contract's own text when `abstract` is longer than the server takes
 * ('Abstract must be at most 20,000 characters.'), else null: the form says it while typing and
 * sends nothing, instead of the server refusing the whole request (walk 20: a 2 MB abstract got
 * only "Request body is too large").
 */
export function abstractLengthError(abstract: string): string | null {
  const checked = proposalInputSchema.shape.abstract.safeParse(abstract);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The counter under the field: '1,234 of 20,000 characters' (counted as the server does, trimmed). */
export function abstractCounterText(abstract: string): string {
  const used = abstract.trim().length;
  return `${used.toLocaleString('en-US')} of ${DOCUMENT_LIMITS.abstract.toLocaleString('en-US')} characters`;
}

/**
 * The abstract of a proposal form, with the server's limit: a counter, and a field error as soon
 * as the text is too long (`error` is the server's or the form's message for the field).
 */
export function AbstractField({
  value,
  onChange,
  error,
  maxRows,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  maxRows: number;
}) {
  return (
    <Textarea
      label="Abstract"
      autosize
      minRows={5}
      maxRows={maxRows}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      description={abstractCounterText(value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={abstractLengthError(value) ?? error}
    />
  );
}
