import { Alert, Text } from '@mantine/core';
import { ContactMailLink } from '../../../components/ui/contact-mail-link';

/**
 * Spec 03 sections 2 and 8: a document without concepts cannot be analysed; the warning says
 * so and has a contact mail link (the address the instance's e-mails name), or says whom to ask
 * when no address may be shown.
 */
export function NoConceptsWarning() {
  return (
    <Alert color="yellow" title="No concepts found" role="alert">
      <Text size="sm">
        Concepts are required for referee analysis: none of the ontology&apos;s concepts was found in this
        document&apos;s title and abstract. Add a longer abstract, or{' '}
        <ContactMailLink
          subject="Concepts for referee analysis"
          withoutAddress={(operator) => `ask ${operator} for help`}
        >
          contact us
        </ContactMailLink>
        .
      </Text>
    </Alert>
  );
}
