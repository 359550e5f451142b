import { serializeRefereeSettings, type RefereeSettings, type RefereesListResponse } from '@sciscope/contracts';
import { Anchor, Button, Collapse, Divider, Group, Paper, Select, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { settingsModeOf } from '../referees-url';
import { canSaveSettings, resetSettings } from '../settings-form';
import { summariseSettings } from '../settings-summary';
import type { SettingsGates } from '../referees-gates';
import { SettingsAdvanced } from './settings-advanced';
import { SettingsFilters } from './settings-filters';
import { SettingsScope } from './settings-scope';

export const SETTINGS_HELP_PATH = '/referee-finder/settings-help';

export interface SettingsPanelProps {
  kind: string;
  list: RefereesListResponse;
  gates: SettingsGates;
  open: boolean;
  onToggle: () => void;
  onApply: (settings: RefereeSettings) => void;
  onSave: (settings: RefereeSettings) => void;
  onLoadSaved: (settingsId: number) => void;
  saving: boolean;
}

/**
 * The settings panel (spec 03 sections 2, 4 and 5): edits stay in the panel until Apply;
 * Reset puts the defaults in the panel; Save asks for a title; saved settings load at once.
 * Its parent keys it by the applied settings so a new answer starts a fresh draft.
 */
export function SettingsPanel({
  kind,
  list,
  gates,
  open,
  onToggle,
  onApply,
  onSave,
  onLoadSaved,
  saving,
}: SettingsPanelProps) {
  const [draft, setDraft] = useState<RefereeSettings>(list.settings);
  const mode = settingsModeOf(kind);
  const summary = summariseSettings(
    list.settings,
    mode,
    new Map(list.authorsGroups.map((group) => [group.id, group.display_name])),
  );
  const unavailable = new Map(
    list.unavailableFilters.flatMap((filter) => filter.fields.map((field) => [field, filter.note] as const)),
  );
  const dirty = serializeRefereeSettings(draft) !== serializeRefereeSettings(list.settings);
  const patch = (change: Partial<RefereeSettings>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <Paper withBorder p="sm" component="section" aria-label="Settings">
      {/* Wraps on a narrow screen: the help link and the toggle go below the summary, uncut. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h5">
            Settings
          </Title>
          <Text size="xs" c="dimmed" data-testid="settings-summary">
            {summary.items.length === 0
              ? 'Default settings'
              : summary.items.join(' · ') + (summary.more > 0 ? ` · and ${summary.more} more` : '')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={SETTINGS_HELP_PATH} size="xs">
            What the settings do
          </Anchor>
          <Button size="xs" variant="subtle" onClick={onToggle} aria-expanded={open}>
            {open ? 'Hide settings' : 'Show settings'}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Divider my="sm" />
        <SettingsFilters kind={kind} settings={draft} onChange={patch} gates={gates} unavailable={unavailable} />
        <Divider my="sm" />
        <SettingsScope settings={draft} onChange={patch} list={list} showAuthorsGroups={gates.authorsGroup} />
        <Divider my="sm" />
        <SettingsAdvanced settings={draft} onChange={patch} />
        {list.ignoredSettings.length > 0 && (
          <Text size="xs" c="dimmed" mt="xs">
            Ignored without the quota: {list.ignoredSettings.map((s) => s.field).join(', ')}.
          </Text>
        )}
        <Divider my="sm" />
        <Group justify="space-between">
          <Group gap="xs">
            <Button size="xs" onClick={() => onApply(draft)}>
              Apply
            </Button>
            <Button size="xs" variant="default" onClick={() => setDraft(resetSettings(mode))}>
              Reset
            </Button>
            {canSaveSettings(kind) && (
              <Button size="xs" variant="default" loading={saving} onClick={() => onSave(draft)}>
                Save settings
              </Button>
            )}
            {dirty && (
              <Text size="xs" c="dimmed">
                Not applied yet
              </Text>
            )}
          </Group>
          {canSaveSettings(kind) && list.savedSettings.length > 0 && (
            <Select
              size="xs"
              aria-label="Load saved settings"
              placeholder="Load saved settings"
              data={list.savedSettings.map((saved) => ({ value: String(saved.id), label: saved.title }))}
              value={list.settingsId === null ? null : String(list.settingsId)}
              onChange={(value) => value && onLoadSaved(Number(value))}
            />
          )}
        </Group>
      </Collapse>
    </Paper>
  );
}
