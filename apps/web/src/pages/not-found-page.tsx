import { MESSAGES } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';

/**
 * Any unknown route, and a known route whose object does not exist: `what` names it ('vacancy'
 * gives "There is no vacancy at this address.").
 */
export function NotFoundPage({ what }: { what?: string } = {}) {
  return (
    <>
      <PageTitle>{MESSAGES.pageNotFound}</PageTitle>
      <Text>
        {what && `There is no ${what} at this address. `}
        <Anchor component={Link} to="/search/">
          Go to search
        </Anchor>
      </Text>
    </>
  );
}
