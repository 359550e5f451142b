import { REFEREE_ALGORITHMS, type RefereeSettings } from '@sciscope/contracts';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { NumberSetting } from './setting-controls';

/**
 * The retrieval depths, the topic boost and the ranking version: rarely changed, so shown last.
 * Empty depths use the server's defaults (see the settings reference).
 */
export function SettingsAdvanced({
  settings,
  onChange,
}: {
  settings: RefereeSettings;
  onChange: (patch: Partial<RefereeSettings>) => void;
}) {
  return (
    <Fieldset legend="Advanced" variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberSetting
          label="Nearest articles"
          placeholder="server default"
          value={settings.nearest_articles_limit}
          onChange={(value) => onChange({ nearest_articles_limit: value })}
        />
        <NumberSetting
          label="Candidates kept"
          placeholder="server default"
          value={settings.candidates_cache_limit}
          onChange={(value) => onChange({ candidates_cache_limit: value })}
        />
        <NumberSetting
          label="Topic boost multiplier"
          decimal
          placeholder="8"
          value={settings.topic_boost_multiplier}
          onChange={(value) => onChange({ topic_boost_multiplier: value ?? 8 })}
        />
        <Select
          size="xs"
          label="Algorithm"
          allowDeselect={false}
          value={String(settings.algorithm)}
          data={REFEREE_ALGORITHMS.map((version) => ({ value: String(version), label: `Version ${version}` }))}
          onChange={(value) => value && onChange({ algorithm: Number(value) as RefereeSettings['algorithm'] })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
