import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { SettingsReference } from '../features/referees/components/settings-reference';

/*
 * The settings reference (docs/referee-finder-settings.md), bundled at build time. A glob, not
 * a plain import, so the app still builds before that document exists.
 */
const documents = import.meta.glob<string>('../../../../docs/referee-finder-settings.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const reference = Object.values(documents)[0] ?? null;

/** /referee-finder/settings-help: what each referee-finder setting does, with its default. */
export function RefereeSettingsHelpPage() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle>Referee finder settings</PageTitle>
      {user?.is_superuser && (
        <Alert color="blue" variant="light" mb="md">
          You are a superuser: other users may lack some of the features described here.
        </Alert>
      )}
      {reference === null ? (
        <Text>The settings reference is not available in this build.</Text>
      ) : (
        <SettingsReference markdown={reference} />
      )}
      <Text size="sm" mt="lg">
        <Anchor component={Link} to="/folders/">
          Back to the referee finder
        </Anchor>
      </Text>
    </>
  );
}
