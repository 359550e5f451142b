import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { RequestPlanLink } from '../components/ui/contact-mail-link';

/** /reports/author/{id}/no-plan: wide experts for an author need the author_report quota. */
export function AuthorNoPlanPage() {
  const { authorId = '' } = useParams();
  return (
    <>
      <PageTitle>This needs a plan</PageTitle>
      <Stack gap="sm" maw={640}>
        <Text>Finding wide experts for an author is part of the author report, which your plan does not include.</Text>
        <Text>
          <RequestPlanLink subject={`Author report plan (author ${authorId})`} />
          {/^\d+$/.test(authorId) && (
            <>
              {' · '}
              <Anchor component={Link} to={`/author/${authorId}`}>
                Back to the author
              </Anchor>
            </>
          )}
        </Text>
      </Stack>
    </>
  );
}
