import {
  PANEL_MESSAGES,
  REFEREE_GENDER_FILTERS,
  type PanelPeopleResponse,
  type PanelSettings,
} from '@sciscope/contracts';
import { Button, Collapse, Group, MultiSelect, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

const GENDER_LABELS: Record<string, string> = {
  '': 'All',
  F: 'Female',
  f: 'Female and undetermined',
  '?': 'Undetermined',
  m: 'Male and undetermined',
  M: 'Male',
};

/**
 * The 'Top N candidates' panel (spec 03 "Candidates screen"): its advanced settings (gender,
 * included, excluded and ignored countries, authors groups and their effect) open on demand;
 * Apply hands the settings to the page, which writes them to the query string keeping the author
 * and the sort.
 */
export function CandidateSettings({
  total,
  data,
  showGender,
  onApply,
}: {
  total: number;
  data: Pick<PanelPeopleResponse, 'settings' | 'countries' | 'authorsGroups' | 'ignoredSettings'>;
  showGender: boolean;
  onApply: (settings: PanelSettings) => void;
}) {
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState<PanelSettings>(data.settings);
  const change = (part: Partial<PanelSettings>) => setSettings((s) => ({ ...s, ...part }));
  const countries = data.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.count})` }));
  for (const code of [...settings.include_countries, ...settings.exclude_countries])
    if (!countries.some((c) => c.value === code)) countries.push({ value: code, label: code });
  const groups = data.authorsGroups.map((g) => ({ value: String(g.id), label: g.display_name }));
  return (
    <Paper withBorder p="sm" component="section" aria-label="Candidate settings">
      <Group justify="space-between">
        <Title order={2} size="h5">
          Top {total} candidates
        </Title>
        <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide advanced settings' : 'Advanced settings'}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {PANEL_MESSAGES.settingsHelp}
      </Text>
      <Collapse expanded={open}>
        <Stack gap="xs" mt="sm">
          {showGender && (
            <Select
              size="xs"
              label="Gender"
              data={REFEREE_GENDER_FILTERS.map((g) => ({ value: g, label: GENDER_LABELS[g] ?? g }))}
              value={settings.gender}
              allowDeselect={false}
              onChange={(value) => change({ gender: (value ?? '') as PanelSettings['gender'] })}
            />
          )}
          <Switch
            size="xs"
            label="Filter by country"
            checked={!settings.ignore_countries}
            onChange={(event) => change({ ignore_countries: !event.currentTarget.checked })}
          />
          <Group grow align="flex-start">
            <MultiSelect
              size="xs"
              label="Include countries"
              data={countries}
              value={settings.include_countries}
              searchable
              clearable
              disabled={settings.ignore_countries}
              onChange={(value) => change({ include_countries: value })}
            />
            <MultiSelect
              size="xs"
              label="Exclude countries"
              data={countries}
              value={settings.exclude_countries}
              searchable
              clearable
              disabled={settings.ignore_countries}
              onChange={(value) => change({ exclude_countries: value })}
            />
          </Group>
          {groups.length > 0 && (
            <>
              <Switch
                size="xs"
                label="Apply authors groups"
                checked={!settings.ignore_authors_group}
                onChange={(event) => change({ ignore_authors_group: !event.currentTarget.checked })}
              />
              <Group grow align="flex-start">
                <MultiSelect
                  size="xs"
                  label="Authors groups"
                  data={groups}
                  value={settings.authors_groups_ids.map(String)}
                  disabled={settings.ignore_authors_group}
                  onChange={(value) => change({ authors_groups_ids: [...new Set(value.map(Number))] })}
                />
                <Select
                  size="xs"
                  label="Authors group effect"
                  data={[
                    { value: 'highlight', label: 'Highlight' },
                    { value: 'limit_to', label: 'Limit to' },
                  ]}
                  value={settings.authors_group_effect}
                  allowDeselect={false}
                  disabled={settings.ignore_authors_group}
                  onChange={(value) =>
                    change({ authors_group_effect: (value ?? 'highlight') as PanelSettings['authors_group_effect'] })
                  }
                />
              </Group>
            </>
          )}
          {data.ignoredSettings.length > 0 && (
            <Text size="xs" c="dimmed">
              Not applied without the quota: {data.ignoredSettings.map((i) => i.field).join(', ')}.
            </Text>
          )}
          <Group>
            <Button size="xs" onClick={() => onApply(settings)}>
              Apply
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Paper>
  );
}
