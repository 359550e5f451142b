import {
  TOPIC_STATUS_LABELS,
  type RefereeSettings,
  type RefereesListResponse,
  type TopicStatus,
} from '@sciscope/contracts';
import { Fieldset, Group, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { withTopicStatus } from '../settings-form';
import { AuthorsGroupSettings } from './authors-group-settings';
import { SwitchSetting } from './setting-controls';

export interface SettingsScopeProps {
  settings: RefereeSettings;
  onChange: (patch: Partial<RefereeSettings>) => void;
  list: Pick<RefereesListResponse, 'topics' | 'countries' | 'authorsGroups' | 'documentConcepts'>;
  showAuthorsGroups: boolean;
  /** Said when there are no concepts to set (the default settings of a folder have none: topics are per document). */
  noConceptsText?: string;
}

/** Every document concept (most relevant first), then any topic with a status the list left out, each once. */
export function documentConcepts(
  concepts: RefereesListResponse['documentConcepts'],
  topics: RefereesListResponse['topics'],
): { id: number; name: string }[] {
  const seen = new Set<number>();
  const out: { id: number; name: string }[] = [];
  for (const concept of [...concepts, ...topics.flatMap((topic) => topic.concepts)]) {
    if (seen.has(concept.id) || concept.name === '') continue;
    seen.add(concept.id);
    out.push({ id: concept.id, name: concept.name });
  }
  return out;
}

const STATUS_OPTIONS = [
  { value: 'none', label: 'Normal' },
  ...([0, 1, 2] as const).map((status) => ({ value: String(status), label: TOPIC_STATUS_LABELS[status] })),
];

/** Topics (Boosted/Included/Ignored), countries and authors groups: each filter switched on or off as a whole. */
export function SettingsScope({
  settings,
  onChange,
  list,
  showAuthorsGroups,
  noConceptsText = 'The document has no concepts to set.',
}: SettingsScopeProps) {
  const statusOf = new Map(settings.topics.map((topic) => [topic.conceptId, topic.status]));
  const concepts = documentConcepts(list.documentConcepts, list.topics);
  const countryOptions = list.countries.map((country) => ({
    value: country.code,
    label: country.count > 0 ? `${country.name} (${country.count})` : country.name,
  }));

  return (
    <Stack gap="sm">
      <Fieldset legend="Topics" variant="unstyled">
        <SwitchSetting
          label="Apply topic statuses"
          checked={!settings.ignore_topics}
          onChange={(checked) => onChange({ ignore_topics: !checked })}
        />
        {concepts.length === 0 ? (
          <Text size="xs" c="dimmed">
            {noConceptsText}
          </Text>
        ) : (
          <Stack gap={4} mt="xs" aria-label="Topics" role="list">
            {concepts.map((concept) => (
              <Group key={concept.id} gap="xs" wrap="nowrap" role="listitem">
                <Text size="sm" style={{ flex: 1 }} truncate>
                  {concept.name}
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-label={`Status of ${concept.name}`}
                  disabled={settings.ignore_topics}
                  value={statusOf.has(concept.id) ? String(statusOf.get(concept.id)) : 'none'}
                  data={STATUS_OPTIONS}
                  onChange={(value) =>
                    onChange(
                      withTopicStatus(settings, concept.id, value === 'none' ? null : (Number(value) as TopicStatus)),
                    )
                  }
                />
              </Group>
            ))}
          </Stack>
        )}
      </Fieldset>

      <Fieldset legend="Countries" variant="unstyled">
        <SwitchSetting
          label="Apply country filters"
          checked={!settings.ignore_countries}
          onChange={(checked) => onChange({ ignore_countries: !checked })}
        />
        <Group grow align="flex-start" mt="xs">
          <MultiSelect
            size="xs"
            label="Include countries"
            data={countryOptions}
            value={settings.include_countries}
            searchable
            clearable
            disabled={settings.ignore_countries}
            nothingFoundMessage="No country found"
            onChange={(value) => onChange({ include_countries: value })}
          />
          <MultiSelect
            size="xs"
            label="Exclude countries"
            data={countryOptions}
            value={settings.exclude_countries}
            searchable
            clearable
            disabled={settings.ignore_countries}
            nothingFoundMessage="No country found"
            onChange={(value) => onChange({ exclude_countries: value })}
          />
        </Group>
      </Fieldset>

      {showAuthorsGroups && (
        <AuthorsGroupSettings settings={settings} onChange={onChange} groups={list.authorsGroups} />
      )}
    </Stack>
  );
}
