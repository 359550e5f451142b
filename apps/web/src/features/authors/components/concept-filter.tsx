import { Anchor, MultiSelect, Text } from '@mantine/core';
import { AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS } from '@sciscope/contracts';
import { Link } from 'react-router';
import { filterAccessMessage, type FilterAccess } from '../author-rules';

export interface ConceptFilterProps {
  access: FilterAccess;
  /** Concepts that can be chosen (the author's top concepts and any already chosen). */
  options: ReadonlyArray<{ conceptId: number; name: string }>;
  /** Chosen concept ids. */
  value: readonly number[];
  onChange: (conceptIds: number[]) => void;
  /** Login page that returns here, for the guests' prompt. */
  loginPath: string;
}

/**
 * The concept filter of an author's articles. Guests get a login prompt and a disabled control
 * reading 'login to enable filtering'; an expired trial disables it with the trial text.
 */
export function ConceptFilter({ access, options, value, onChange, loginPath }: ConceptFilterProps) {
  const refusal = filterAccessMessage(access);
  const disabled = access !== 'allowed';
  return (
    <div>
      <MultiSelect
        label="Filter by concepts"
        placeholder={disabled ? undefined : 'Choose concepts'}
        description={refusal ?? 'Articles must contain every chosen concept.'}
        data={options.map((option) => ({ value: String(option.conceptId), label: option.name }))}
        value={disabled ? [] : value.map(String)}
        onChange={(ids) => onChange(ids.map(Number))}
        disabled={disabled}
        searchable
        clearable
        maxValues={AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS}
        nothingFoundMessage="No such concept"
        comboboxProps={{ shadow: 'md' }}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      {access === 'anonymous' && (
        <Text size="sm" mt={6}>
          <Anchor component={Link} to={loginPath} size="sm">
            Log in
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/accounts/register/" size="sm">
            register
          </Anchor>{' '}
          to filter the articles by concept.
        </Text>
      )}
    </div>
  );
}
