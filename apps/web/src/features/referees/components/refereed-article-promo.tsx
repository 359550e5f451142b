import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../../../components/ui/page-title';
import { ContactMailLink } from './contact-mail-link';

/** For an already-refereed article without the referee_finder quota (spec 03 section 2). */
export function RefereedArticlePromo({ articleId }: { articleId: number }) {
  return (
    <>
      <PageTitle>Referee finder</PageTitle>
      <Stack gap="sm" maw={640}>
        <Text>
          This article has already been refereed. Finding referees for it needs a plan with the referee finder: ranked,
          explained and conflict-checked experts for proposals, articles and authors.
        </Text>
        <Text>
          <ContactMailLink subject={`Referee finder plan (article ${articleId})`}>Request a plan</ContactMailLink>
        </Text>
      </Stack>
    </>
  );
}
