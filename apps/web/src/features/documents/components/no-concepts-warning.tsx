import { Alert, Anchor, Text } from '@mantine/core';
import { useSiteInfo } from '../../site/queries/use-site-info';

/**
 * Spec 03 sections 2 and 8: a document without concepts cannot be analysed; the warning says
 * so and links the instance's contact mailbox (site settings), when one is configured.
 */
export function NoConceptsWarning() {
  const { data: site } = useSiteInfo();
  const contact = site?.contactEmail ?? null;
  return (
    <Alert color="yellow" title="No concepts found" role="alert">
      <Text size="sm">
        Concepts are required for referee analysis: none of the ontology&apos;s concepts was found in this
        document&apos;s title and abstract. Add a longer abstract, or{' '}
        {contact ? (
          <Anchor href={`mailto:${contact}?subject=${encodeURIComponent('Concepts for referee analysis')}`}>
            contact us at {contact}
          </Anchor>
        ) : (
          'contact the operator of this site'
        )}
        .
      </Text>
    </Alert>
  );
}
