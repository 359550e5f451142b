import {
  TOPIC_STATUS_LABELS,
  type RefereeSettings,
  type RefereesListResponse,
  type TopicStatus,
} from '@sciscope/contracts';
import {
  ActionIcon,
  Anchor,
  Badge,
  Fieldset,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { withAuthorsGroup, withoutAuthorsGroup, withTopicStatus } from '../settings-form';
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
  const groupName = new Map(list.authorsGroups.map((group) => [group.id, group]));

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
        <Fieldset legend="Authors groups" variant="unstyled">
          <SwitchSetting
            label="Apply authors groups"
            checked={!settings.ignore_authors_group}
            onChange={(checked) => onChange({ ignore_authors_group: !checked })}
          />
          <Group align="flex-end" mt="xs">
            <Select
              size="xs"
              label="Add an authors group"
              placeholder={list.authorsGroups.length ? 'Choose a group' : 'No authors groups'}
              data={list.authorsGroups
                .filter((group) => !settings.authors_groups_ids.includes(group.id))
                .map((group) => ({ value: String(group.id), label: group.display_name }))}
              value={null}
              searchable
              disabled={settings.ignore_authors_group}
              onChange={(value) => value && onChange(withAuthorsGroup(settings, Number(value)))}
            />
            <SegmentedControl
              size="xs"
              aria-label="Authors group effect"
              disabled={settings.ignore_authors_group}
              value={settings.authors_group_effect}
              data={[
                { value: 'highlight', label: 'Highlight' },
                { value: 'limit_to', label: 'Limit to' },
              ]}
              onChange={(value) => onChange({ authors_group_effect: value as RefereeSettings['authors_group_effect'] })}
            />
          </Group>
          <Group gap="xs" mt="xs">
            {settings.authors_groups_ids.map((id) => (
              <Badge
                key={id}
                variant="light"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={`Remove ${groupName.get(id)?.display_name ?? `group ${id}`}`}
                    onClick={() => onChange(withoutAuthorsGroup(settings, id))}
                  >
                    ×
                  </ActionIcon>
                }
              >
                <Anchor component={Link} to={`/authors-groups/${id}`} size="xs" inherit>
                  {groupName.get(id)?.display_name ?? `Group ${id}`}
                </Anchor>
              </Badge>
            ))}
          </Group>
        </Fieldset>
      )}
    </Stack>
  );
}
