import { MESSAGES } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';

/** Any unknown route. */
export function NotFoundPage() {
  return (
    <>
      <PageTitle>{MESSAGES.pageNotFound}</PageTitle>
      <Text>
        <Anchor component={Link} to="/search/">
          Go to search
        </Anchor>
      </Text>
    </>
  );
}
