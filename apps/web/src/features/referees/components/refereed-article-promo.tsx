import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title';
import { RequestPlanLink } from '../../../components/ui/contact-mail-link';

/**
 * For an already-refereed article without the referee_finder quota (spec 03 section 2; the spec
 * gives no text). "Refereed" means published in a journal rather than only as a preprint, and
 * without the plan the finder stays open for preprints: the text says both, so the user sees
 * why this article needs a plan when another did not.
 */
export function RefereedArticlePromo({ articleId }: { articleId: number }) {
  return (
    <>
      <PageTitle>Referee finder</PageTitle>
      <Stack gap="sm" maw={640}>
        <Text>This article has already been refereed. It was published in a journal, so its peer review is over.</Text>
        <Text>
          Without a plan, the referee finder is open for preprints, which still wait for referees. Finding experts for a
          published article (to review a follow-up, or to see who works on its topic) needs a plan with the referee
          finder, which also ranks experts for proposals and authors, explained and checked for conflicts of interest.
        </Text>
        <Text>
          <RequestPlanLink subject={`Referee finder plan (article ${articleId})`} />
        </Text>
      </Stack>
    </>
  );
}
