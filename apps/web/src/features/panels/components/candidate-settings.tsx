import {
  PANEL_MESSAGES,
  REFEREE_GENDER_FILTERS,
  type PanelPeopleResponse,
  type PanelSettings,
} from '@sciscope/contracts';
import { Anchor, Button, Collapse, Group, MultiSelect, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { AuthorsGroupSettings } from '../../referees/components/authors-group-settings';
import { useState } from 'react';
import { Link } from 'react-router';
import { candidatePoolNote } from '../panel-gaps';

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
 * included, excluded and ignored countries; ignore authors group, authors group ids and authors
 * group effect, as the referee finder shows them) open on demand;
 * Apply hands the settings to the page, which writes them to the query string keeping the author
 * and the sort. When the settings leave the list short, it says how many each left out.
 */
export function CandidateSettings({
  total,
  data,
  showGender,
  showAuthorsGroups,
  onApply,
  initiallyOpen = false,
  computePath,
}: {
  total: number;
  data: Pick<PanelPeopleResponse, 'settings' | 'countries' | 'authorsGroups' | 'ignoredSettings' | 'candidatePool'>;
  showGender: boolean;
  /** The authors_group quota (spec 03 section 5): the group controls, whether or not the user has groups yet. */
  showAuthorsGroups: boolean;
  onApply: (settings: PanelSettings) => void;
  /** Whether the advanced settings start open. */
  initiallyOpen?: boolean;
  /** Where "Compute again" is, linked from a note that asks for a new computation. */
  computePath?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [settings, setSettings] = useState<PanelSettings>(data.settings);
  const change = (part: Partial<PanelSettings>) => setSettings((s) => ({ ...s, ...part }));
  const poolNote = candidatePoolNote(data.candidatePool);
  const countries = data.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.count})` }));
  for (const code of [...settings.include_countries, ...settings.exclude_countries])
    if (!countries.some((c) => c.value === code)) countries.push({ value: code, label: code });
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
      {poolNote !== null && (
        <Text size="xs" mt={4} role="status">
          {poolNote}
          {computePath !== undefined && data.candidatePool?.complete === false && (
            <>
              {' '}
              <Anchor component={Link} to={computePath}>
                Compute again
              </Anchor>
            </>
          )}
        </Text>
      )}
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
          {showAuthorsGroups && (
            <AuthorsGroupSettings settings={settings} onChange={change} groups={data.authorsGroups} />
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
