import { MANUAL_GENDER_VALUES, type Applicant, type ManualGender } from '@sciscope/contracts';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { setAuthorGender } from '../../authors/api/authors-api';
import { authorGenderDisplay } from '../../authors/author-rules';

const SOURCE_TEXT = {
  manual: 'Gender set manually',
  predicted: 'Predicted gender (F/M: confident, f/m: probable, ?: unclear)',
  unknown: 'Gender unknown',
} as const;

const LETTER: Record<ManualGender, 'F' | 'M'> = { [-100]: 'F', [100]: 'M' };

/**
 * An applicant's gender indicator (spec 04 section 6): the manual value, else the predicted one
 * (≤-80 F, ≤-20 f, <20 ?, <80 m, else M), and F / M to set by hand (set-gender -100 or 100) when
 * the applicant is a corpus author. Render it only for holders of the gender_info quota: the
 * server sends everyone else no gender.
 */
export function ApplicantGender({
  applicant,
  onChange,
}: {
  applicant: Pick<Applicant, 'authorId' | 'authorName' | 'gender' | 'manualGender'>;
  onChange: () => void;
}) {
  const display = authorGenderDisplay(applicant);
  const authorId = applicant.authorId;
  const set = useMutation({
    mutationFn: (gender: ManualGender) => setAuthorGender({ authorId: authorId!, gender }),
    onSuccess: onChange,
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={SOURCE_TEXT[display.source]} withArrow>
        <Badge
          variant={display.source === 'manual' ? 'filled' : 'light'}
          color="grape"
          radius="sm"
          tabIndex={0}
          aria-label={`Gender: ${display.label} (${SOURCE_TEXT[display.source]})`}
        >
          {display.label}
        </Badge>
      </Tooltip>
      {authorId !== null &&
        MANUAL_GENDER_VALUES.map((value) => (
          <Button
            key={value}
            size="compact-xs"
            variant={applicant.manualGender === value ? 'filled' : 'default'}
            onClick={() => set.mutate(value)}
            loading={set.isPending && set.variables === value}
            disabled={set.isPending}
            aria-pressed={applicant.manualGender === value}
            aria-label={`Set the gender of ${applicant.authorName} to ${LETTER[value]}`}
          >
            {LETTER[value]}
          </Button>
        ))}
      {set.error && (
        <Text size="xs" c="red" role="alert">
          {set.error.message}
        </Text>
      )}
    </Group>
  );
}
