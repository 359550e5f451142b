import type { RefereeSettings, RefereesListResponse } from '@sciscope/contracts';
import { ActionIcon, Anchor, Badge, Fieldset, Group, SegmentedControl, Select } from '@mantine/core';
import { Link } from 'react-router';
import { withAuthorsGroup, withoutAuthorsGroup } from '../settings-form';
import { SwitchSetting } from './setting-controls';

/** The authors-group settings (spec 03): the referee finder's and the panel composer's alike. */
export type AuthorsGroupSettingsValue = Pick<
  RefereeSettings,
  'ignore_authors_group' | 'authors_groups_ids' | 'authors_group_effect'
>;

/**
 * Ignore authors group (the switch, on when groups apply), authors group ids (added once each,
 * each a removable link to its group) and authors group effect (highlight or limit to). Shown
 * when the quota allows, whether or not the user has groups yet (the picker then says so).
 */
export function AuthorsGroupSettings<S extends AuthorsGroupSettingsValue>({
  settings,
  onChange,
  groups,
}: {
  settings: S;
  onChange: (patch: Partial<AuthorsGroupSettingsValue>) => void;
  groups: RefereesListResponse['authorsGroups'];
}) {
  const groupName = new Map(groups.map((group) => [group.id, group]));
  return (
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
          placeholder={groups.length ? 'Choose a group' : 'No authors groups'}
          data={groups
            .filter((group) => !settings.authors_groups_ids.includes(group.id))
            .map((group) => ({ value: String(group.id), label: group.display_name }))}
          value={null}
          searchable
          disabled={settings.ignore_authors_group}
          onChange={(value) =>
            value && onChange({ authors_groups_ids: withAuthorsGroup(settings, Number(value)).authors_groups_ids })
          }
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
            // The group's name as its owner wrote it: a badge would shout it in capitals (walk 20).
            tt="none"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                aria-label={`Remove ${groupName.get(id)?.display_name ?? `group ${id}`}`}
                onClick={() => onChange({ authors_groups_ids: withoutAuthorsGroup(settings, id).authors_groups_ids })}
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
  );
}
