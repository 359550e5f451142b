import {
  ARTICLES_YEARS_PRESETS,
  COI_YEARS_MAX,
  COI_YEARS_MIN,
  CONTRIBUTIONS_IN_ARTICLE,
  INSTITUTION_TYPES,
  type RefereeSettings,
} from '@sciscope/contracts';
import { Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { SettingsGates } from '../referees-gates';
import { withEmailFilter } from '../settings-form';
import { NumberSetting, PresetSetting, SwitchSetting } from './setting-controls';

export interface SettingsFiltersProps {
  kind: string;
  settings: RefereeSettings;
  onChange: (patch: Partial<RefereeSettings>) => void;
  gates: SettingsGates;
  /** Fields the corpus has no data for, with the note to show (never faked). */
  unavailable: ReadonlyMap<string, string>;
}

const GENDER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'F', label: 'Female' },
  { value: 'f', label: 'Female and undetermined' },
  { value: '?', label: 'Undetermined' },
  { value: 'm', label: 'Male and undetermined' },
  { value: 'M', label: 'Male' },
];

const words = (value: string) => value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

const CONTRIBUTION_OPTIONS = [
  { value: '', label: 'Any' },
  ...CONTRIBUTIONS_IN_ARTICLE.map((value) => ({ value, label: words(value) })),
];
const INSTITUTION_OPTIONS = [
  { value: '', label: 'Any' },
  ...INSTITUTION_TYPES.map((value) => ({ value, label: words(value) })),
];

function yearsPreset(value: number | null): string {
  if (value === null) return 'all';
  return (ARTICLES_YEARS_PRESETS as readonly number[]).includes(value) ? String(value) : 'custom';
}

/** Ranking, candidate metrics, JIF, gender, contribution, activity and conflicts of interest. */
export function SettingsFilters({ kind, settings, onChange, gates, unavailable }: SettingsFiltersProps) {
  const [customYears, setCustomYears] = useState(yearsPreset(settings.articles_years_limit) === 'custom');
  const yearsValue = customYears ? 'custom' : yearsPreset(settings.articles_years_limit);
  const note = (field: string) => unavailable.get(field);
  const notes = Array.from(new Set(Array.from(unavailable.values())));

  return (
    <Stack gap="sm">
      <Fieldset legend="Ranking" variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PresetSetting
            label="Top articles"
            value={settings.top_author_articles === null ? 'all' : String(settings.top_author_articles)}
            data={[
              { label: '3', value: '3' },
              { label: '10', value: '10' },
              { label: 'All', value: 'all' },
            ]}
            onChange={(value) => onChange({ top_author_articles: value === 'all' ? null : Number(value) })}
          />
          <Stack gap={4}>
            <PresetSetting
              label="Article years"
              value={yearsValue}
              data={[
                { label: '5', value: '5' },
                { label: '10', value: '10' },
                { label: 'All', value: 'all' },
                { label: 'Custom', value: 'custom' },
              ]}
              onChange={(value) => {
                setCustomYears(value === 'custom');
                if (value === 'all') onChange({ articles_years_limit: null });
                else if (value !== 'custom') onChange({ articles_years_limit: Number(value) });
                else onChange({ articles_years_limit: settings.articles_years_limit ?? 10 });
              }}
            />
            {yearsValue === 'custom' && (
              <NumberSetting
                label="Custom article years"
                min={1}
                value={settings.articles_years_limit}
                onChange={(value) => onChange({ articles_years_limit: value })}
              />
            )}
          </Stack>
          <NumberSetting
            label="Max author articles"
            value={settings.author_max_articles}
            onChange={(value) => onChange({ author_max_articles: value })}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Candidates" variant="unstyled">
        <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm">
          <NumberSetting
            label="Min h-index"
            value={settings.min_h_index}
            onChange={(v) => onChange({ min_h_index: v })}
          />
          <NumberSetting
            label="Max h-index"
            value={settings.max_h_index}
            onChange={(v) => onChange({ max_h_index: v })}
          />
          <NumberSetting
            label="Min academic age"
            value={settings.min_academic_age}
            onChange={(v) => onChange({ min_academic_age: v })}
          />
          <NumberSetting
            label="Max academic age"
            value={settings.max_academic_age}
            onChange={(v) => onChange({ max_academic_age: v })}
          />
          <NumberSetting
            label="Min articles"
            value={settings.min_articles_count}
            onChange={(v) => onChange({ min_articles_count: v })}
          />
          <NumberSetting
            label="Max articles"
            value={settings.max_articles_count}
            onChange={(v) => onChange({ max_articles_count: v })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
          {gates.gender && (
            <Select
              size="xs"
              label="Gender"
              data={GENDER_OPTIONS}
              value={settings.gender}
              allowDeselect={false}
              onChange={(value) => onChange({ gender: (value ?? '') as RefereeSettings['gender'] })}
            />
          )}
          {gates.authorPositions && (
            <Select
              size="xs"
              label="Contribution in article"
              data={CONTRIBUTION_OPTIONS}
              value={settings.contribution_in_article}
              allowDeselect={false}
              disabled={Boolean(note('contribution_in_article'))}
              onChange={(value) =>
                onChange({ contribution_in_article: (value ?? '') as RefereeSettings['contribution_in_article'] })
              }
            />
          )}
          <Select
            size="xs"
            label="Institution type"
            data={INSTITUTION_OPTIONS}
            value={settings.institution_type}
            allowDeselect={false}
            disabled={Boolean(note('institution_type'))}
            onChange={(value) => onChange({ institution_type: (value ?? '') as RefereeSettings['institution_type'] })}
          />
        </SimpleGrid>
      </Fieldset>

      {gates.jif && (
        <Fieldset legend="Journal impact factor" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberSetting
              label="Min JIF"
              decimal
              value={settings.min_jif}
              disabled={Boolean(note('min_jif'))}
              onChange={(v) => onChange({ min_jif: v })}
            />
            <NumberSetting
              label="Max JIF"
              decimal
              value={settings.max_jif}
              disabled={Boolean(note('max_jif'))}
              onChange={(v) => onChange({ max_jif: v })}
            />
            <PresetSetting
              label="JIF tier"
              value={settings.max_jif_percentile === null ? 'any' : String(settings.max_jif_percentile)}
              disabled={Boolean(note('max_jif_percentile'))}
              data={[
                { label: 'Top 25%', value: '25' },
                { label: 'Top 5%', value: '5' },
                { label: 'Any', value: 'any' },
              ]}
              onChange={(value) => onChange({ max_jif_percentile: value === 'any' ? null : (Number(value) as 25 | 5) })}
            />
          </SimpleGrid>
        </Fieldset>
      )}

      <Fieldset legend="Activity and conflicts of interest" variant="unstyled">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <NumberSetting
            label="Years of inactivity"
            value={settings.years_of_inactivity}
            onChange={(v) => onChange({ years_of_inactivity: v })}
          />
          <NumberSetting
            label="COI years"
            min={COI_YEARS_MIN}
            max={COI_YEARS_MAX}
            placeholder={String(COI_YEARS_MIN)}
            value={settings.coauthorship_coi_years}
            onChange={(v) => onChange({ coauthorship_coi_years: v ?? COI_YEARS_MIN })}
          />
          <NumberSetting
            label="Years of affiliation"
            min={1}
            placeholder="1"
            value={settings.years_of_affiliation}
            onChange={(v) => onChange({ years_of_affiliation: v ?? 1 })}
          />
        </SimpleGrid>
        <Group gap="lg" mt="sm">
          <SwitchSetting
            label="Exclude conflicts of interest"
            checked={settings.exclude_coi}
            onChange={(checked) => onChange({ exclude_coi: checked })}
          />
          <SwitchSetting
            label="Only with a contact e-mail"
            checked={settings.email_years_limit !== null}
            disabled={Boolean(note('email_years_limit'))}
            onChange={(checked) => onChange(withEmailFilter(settings, checked))}
          />
          <SwitchSetting
            label="Exclude authors with retracted articles"
            checked={settings.exclude_authors_with_retracted_articles}
            disabled={Boolean(note('exclude_authors_with_retracted_articles'))}
            onChange={(checked) => onChange({ exclude_authors_with_retracted_articles: checked })}
          />
          <SwitchSetting
            label="Diversify institutions"
            checked={settings.diversify}
            onChange={(checked) => onChange({ diversify: checked })}
          />
          {gates.authorPositions && (
            <SwitchSetting
              label="Own works column"
              checked={settings.own_works}
              onChange={(checked) => onChange({ own_works: checked })}
            />
          )}
        </Group>
        {settings.email_years_limit !== null && (
          <NumberSetting
            label="Contact e-mail from the last years"
            min={1}
            value={settings.email_years_limit}
            onChange={(v) => onChange({ email_years_limit: v })}
          />
        )}
      </Fieldset>

      {kind === 'author' && (
        <Fieldset legend="The author's own articles" variant="unstyled">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberSetting
              label="Written since year"
              value={settings.refereed_author_articles_written_since_year}
              onChange={(v) => onChange({ refereed_author_articles_written_since_year: v })}
            />
            <NumberSetting
              label="Article max authors"
              min={1}
              value={settings.refereed_author_article_max_authors}
              onChange={(v) => onChange({ refereed_author_article_max_authors: v })}
            />
            {gates.authorPositions && (
              <Select
                size="xs"
                label="Author's contribution"
                data={CONTRIBUTION_OPTIONS}
                value={settings.refereed_author_contribution_in_article}
                allowDeselect={false}
                onChange={(value) =>
                  onChange({
                    refereed_author_contribution_in_article: (value ??
                      '') as RefereeSettings['refereed_author_contribution_in_article'],
                  })
                }
              />
            )}
          </SimpleGrid>
          <SwitchSetting
            label="Include consortium articles"
            checked={settings.refereed_author_include_consortiums}
            onChange={(checked) => onChange({ refereed_author_include_consortiums: checked })}
          />
        </Fieldset>
      )}

      {notes.map((text) => (
        <Text key={text} size="xs" c="dimmed">
          {text}
        </Text>
      ))}
    </Stack>
  );
}
