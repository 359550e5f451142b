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

/**
 * The gender indicator with the manual F/M setting. Render it only for holders of the
 * `gender_info` quota (the server sends no gender to anyone else).
 */
export function AuthorGender({ author }: { author: Pick<Author, 'id' | 'gender' | 'manualGender'> }) {
  const display = authorGenderDisplay(author);
  const setGender = useSetAuthorGender(author.id);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={SOURCE_TEXT[display.source]} withArrow>
        <Badge
          variant={display.source === 'manual' ? 'filled' : 'light'}
          color="grape"
          size="lg"
          radius="sm"
          tabIndex={0}
          aria-label={`Gender: ${display.label} (${SOURCE_TEXT[display.source]})`}
        >
          {display.label}
        </Badge>
      </Tooltip>
      <Text size="xs" c="dimmed">
        Set:
      </Text>
      {MANUAL_GENDER_VALUES.map((value) => (
        <Button
          key={value}
          size="compact-xs"
          variant={author.manualGender === value ? 'filled' : 'default'}
          onClick={() => setGender.mutate(value)}
          loading={setGender.isPending && setGender.variables === value}
          disabled={setGender.isPending}
          aria-pressed={author.manualGender === value}
          aria-label={`Set gender to ${LETTER[value]}`}
        >
          {LETTER[value]}
        </Button>
      ))}
    </Group>
  );
}
