import { conceptPagePath, ONTOLOGY_CONSTANTS, type ConceptRef } from '@sciscope/contracts';
import { ActionIcon, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { truncateConceptLabel } from '../../concepts/concept-links';
import { useRecommended } from '../queries/use-ontology';
import { CollapsibleList } from './collapsible-list';
import { ConceptPicker } from './concept-picker';

type Relation = 'parents' | 'children' | 'related';

const TITLES: Record<Relation, { title: string; add: string }> = {
  parents: { title: 'Parents', add: 'Add a parent' },
  children: { title: 'Children', add: 'Add a child' },
  related: { title: 'Related concepts', add: 'Add a related concept' },
};

export interface Relations {
  parents: ConceptRef[];
  children: ConceptRef[];
  related: ConceptRef[];
}

/** Parents, children and related concepts (shown and editable), with recommended related concepts. */
export function ConceptRelations({
  conceptId,
  relations,
  childCount,
  disabled,
  onChange,
}: {
  conceptId: number | null;
  relations: Relations;
  /** Children in all (the concept lists at most 200). */
  childCount: number;
  disabled: boolean;
  onChange: (relations: Relations) => void;
}) {
  const taken = [conceptId ?? 0, ...relations.parents, ...relations.children, ...relations.related].map((c) =>
    typeof c === 'number' ? c : c.id,
  );
  const add = (relation: Relation, concept: { id: number; value: string }) =>
    onChange({
      ...relations,
      [relation]: [
        ...relations[relation],
        { id: concept.id, name: concept.value, basic: false, deleted: false, df: 0 },
      ],
    });
  const remove = (relation: Relation, id: number) =>
    onChange({ ...relations, [relation]: relations[relation].filter((c) => c.id !== id) });
  const recommended = useRecommended(disabled ? null : conceptId);
  const suggestions = (recommended.data ?? [])
    .filter((r) => !taken.includes(r.conceptId))
    .slice(0, ONTOLOGY_CONSTANTS.recommendedShown);

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {(['parents', 'children', 'related'] as const).map((relation) => (
        <Stack key={relation} gap={6} component="section" aria-label={TITLES[relation].title}>
          <Title order={3} size="h5">
            {TITLES[relation].title}
            {relation === 'children' && childCount > relations.children.length ? ` (${childCount})` : ''}
          </Title>
          <CollapsibleList
            items={relations[relation]}
            empty={
              <Text size="sm" c="dimmed">
                None.
              </Text>
            }
            render={(concept) => (
              <Badge
                key={concept.id}
                variant="light"
                tt="none"
                radius="sm"
                color={concept.deleted ? 'gray' : undefined}
                rightSection={
                  disabled ? null : (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove ${truncateConceptLabel(concept.name, 12)}`}
                      onClick={() => remove(relation, concept.id)}
                    >
                      ×
                    </ActionIcon>
                  )
                }
              >
                {/* The badge's own text colour: the anchor colour is under 4.5:1 on a light badge. */}
                <Anchor component={Link} to={conceptPagePath(concept.id, concept.name)} size="xs" c="inherit">
                  {truncateConceptLabel(concept.name)}
                </Anchor>
              </Badge>
            )}
          />
          {!disabled && <ConceptPicker label={TITLES[relation].add} exclude={taken} onPick={(c) => add(relation, c)} />}
          {relation === 'related' && !disabled && suggestions.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                Often found with it:
              </Text>
              <Group gap={4}>
                {suggestions.map((r) => (
                  <Button
                    key={r.conceptId}
                    size="compact-xs"
                    variant="default"
                    onClick={() => add('related', { id: r.conceptId, value: r.name })}
                    aria-label={`Add ${r.name} as related`}
                  >
                    + {truncateConceptLabel(r.name)}
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
