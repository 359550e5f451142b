import { Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The concept form's breadcrumb (spec 02 section 2): 'New concept', or Concepts > the concept's
 * name with a link 'Modification log'. A long name (up to 300 characters, perhaps without a
 * space) is cut with an ellipsis on one line, whole in its title, so the breadcrumb keeps the
 * window's width at any size; the page's heading shows it whole, wrapped.
 */
export function ConceptBreadcrumb({
  concept,
  logLink,
}: {
  concept: { id: number; name: string } | null;
  /** Show 'Modification log' (logged-in users). */
  logLink: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Breadcrumbs style={{ flexWrap: 'nowrap', minWidth: 0 }}>
        {concept ? (
          [
            <Anchor key="list" component={Link} to="/ontology/concepts/">
              Concepts
            </Anchor>,
            <Text
              key="name"
              truncate="end"
              title={concept.name}
              aria-current="page"
              // Style props, not `style`: Breadcrumbs replaces its items' `style`. The breadcrumb's
              // own line height (1) would cut the descenders of a clipped line.
              miw={0}
              lh={1.4}
            >
              {concept.name}
            </Text>,
          ]
        ) : (
          <Text>New concept</Text>
        )}
      </Breadcrumbs>
      {concept && logLink && (
        <Anchor component={Link} to={`/ontology/concept/log/${concept.id}`} style={{ flexShrink: 0 }}>
          Modification log
        </Anchor>
      )}
    </Group>
  );
}
