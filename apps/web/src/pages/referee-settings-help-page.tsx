import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { useCurrentUser } from '../features/auth/queries/use-current-user';
import { SettingsReference } from '../features/referees/components/settings-reference';
import { SETTINGS_HELP_MARKDOWN } from '../features/referees/settings-help';

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
      <SettingsReference markdown={SETTINGS_HELP_MARKDOWN} />
      <Text size="sm" mt="lg">
        <Anchor component={Link} to="/folders/">
          Back to the referee finder
        </Anchor>
      </Text>
    </>
  );
}
