import { MANUAL_GENDER_VALUES, type Author, type ManualGender } from '@sciscope/contracts';
import { Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { authorGenderDisplay } from '../author-rules';
import { useSetAuthorGender } from '../queries/use-set-author-gender';

const SOURCE_TEXT = {
  manual: 'Gender set manually',
  predicted: 'Predicted gender (F/M: confident, f/m: probable, ?: unclear)',
  unknown: 'Gender unknown',
} as const;

const LETTER: Record<ManualGender, 'F' | 'M'> = { [-100]: 'F', [100]: 'M' };

export interface GenderIndicatorProps extends Pick<Author, 'gender' | 'manualGender'> {
  /** Sets F (-100) or M (100) by hand; absent, only the indicator shows (no corpus author). */
  onSet?: (value: ManualGender) => void;
  /** The value being set, while the call runs. */
  setting: ManualGender | null;
  /** Whose gender the buttons set, for their labels ("Set the gender of {who} to F"). */
  who?: string;
  /** Small, for a table cell, without the "Set:" word. */
  compact?: boolean;
  error?: string | null;
}

/**
 * The gender indicator (spec 04 section 6; the author page): the manual value, else the
 * predicted one (≤-80 F, ≤-20 f, <20 ?, <80 m, else M), and F / M to set by hand. Render it only
 * for holders of the `gender_info` quota: the server sends no gender to anyone else.
 */
/*
 * The badge and the F / M buttons clip what overflows them, so in a flex row their smallest width
 * is 0: a narrow table cell squeezed them and cut "M" to "IV". Never narrower than their letter.
 */
const WHOLE = 'max-content';

export function GenderIndicator({
  gender,
  manualGender,
  onSet,
  setting,
  who,
  compact = false,
  error,
}: GenderIndicatorProps) {
  const display = authorGenderDisplay({ gender, manualGender });
  return (
    <Group gap={compact ? 4 : 6} wrap="nowrap">
      <Tooltip label={SOURCE_TEXT[display.source]} withArrow>
        <Badge
          variant={display.source === 'manual' ? 'filled' : 'light'}
          color="grape"
          size={compact ? 'md' : 'lg'}
          radius="sm"
          miw={WHOLE}
          tabIndex={0}
          aria-label={`Gender: ${display.label} (${SOURCE_TEXT[display.source]})`}
        >
          {display.label}
        </Badge>
      </Tooltip>
      {onSet && !compact && (
        <Text size="xs" c="dimmed">
          Set:
        </Text>
      )}
      {onSet &&
        MANUAL_GENDER_VALUES.map((value) => (
          <Button
            key={value}
            size="compact-xs"
            miw={WHOLE}
            variant={manualGender === value ? 'filled' : 'default'}
            onClick={() => onSet(value)}
            loading={setting === value}
            disabled={setting !== null}
            aria-pressed={manualGender === value}
            aria-label={who ? `Set the gender of ${who} to ${LETTER[value]}` : `Set gender to ${LETTER[value]}`}
          >
            {LETTER[value]}
          </Button>
        ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}

/** The author page's indicator with the manual F/M setting. */
export function AuthorGender({ author }: { author: Pick<Author, 'id' | 'gender' | 'manualGender'> }) {
  const setGender = useSetAuthorGender(author.id);
  return (
    <GenderIndicator
      gender={author.gender}
      manualGender={author.manualGender}
      onSet={(value) => setGender.mutate(value)}
      setting={setGender.isPending ? (setGender.variables ?? null) : null}
      error={setGender.error?.message ?? null}
    />
  );
}
