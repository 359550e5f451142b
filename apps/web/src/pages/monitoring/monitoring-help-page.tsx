import { Anchor, Code, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';

/** /monitoring/help: how a monitoring decides which articles match, and how it ranks them. */
export function MonitoringHelpPage() {
  return (
    <Stack gap="sm" maw={860}>
      <PageTitle>How monitoring works</PageTitle>
      <Text>
        A monitoring is a saved query made of <b>topics</b>. A topic is a group of concepts of the ontology (the
        concepts found in articles, shown as badges). An article <b>matches a topic</b> when it holds any of the
        topic&apos;s concepts; its <b>score</b> for the topic is the sum of the weights of those concepts in the article
        (tf-idf: a concept that is rare in the corpus and named often in the article weighs most).
      </Text>

      <Title order={2} size="h4">
        Topics
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <b>Required</b>: the article must match this topic, whatever the rest of the query says.
        </List.Item>
        <List.Item>
          <b>Disabled</b>: the topic is ignored, as if the query did not name it. A topic is never both; Reset clears
          both. A topic can be disabled only while another enabled topic with concepts exists, and only a disabled topic
          can be deleted.
        </List.Item>
        <List.Item>
          A topic without concepts is ignored too. A concept you untick in its popover stays in the topic and does not
          count.
        </List.Item>
        <List.Item>
          A concept belongs to one topic only: moving it (its popover, or dragging it) takes it out of the other one.
        </List.Item>
      </List>

      <Title order={2} size="h4">
        The query
      </Title>
      <Text size="sm">
        Without the advanced tree, an article matches when it matches <b>any</b> enabled topic (all topics joined by
        OR); its score is the sum of the scores of the topics it matches. The <b>advanced tree</b> combines topics with
        AND and OR, with parentheses, for example{' '}
        <Code>Learning AND (Robots OR BOOST Grasping) AND NOT Simulation</Code>. AND binds tighter than OR; topic names
        with spaces are written in double quotes (<Code>&quot;Topic 1&quot;</Code>).
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          <b>AND</b>: every topic or group of the AND must match; the scores add up.
        </List.Item>
        <List.Item>
          <b>OR</b>: at least one must match; the scores of those that match add up.
        </List.Item>
        <List.Item>
          <b>NOT</b> excludes: an article matching a NOT topic (or group) never matches the group it is in, under AND
          and under OR alike.
        </List.Item>
        <List.Item>
          <b>BOOST</b> multiplies the score of its topic or group by 2; it does not change what matches.
        </List.Item>
        <List.Item>
          <b>NEGATE</b> subtracts the score of its topic or group from the group&apos;s score; it does not exclude
          anything, so such articles rank lower.
        </List.Item>
        <List.Item>
          NOT, BOOST or NEGATE alone at the root of the query is refused: it would match almost the whole corpus.
        </List.Item>
      </List>
      <Text size="sm">
        Results are ordered by score, then by year (newest first). Each result says which topics it matched, and with
        which of their concepts.
      </Text>

      <Title order={2} size="h4">
        Dates
      </Title>
      <Text size="sm">
        Most works of the corpus carry a publication year, not a day. So <b>Added today, this week, this month</b> mean
        the articles that came into sciscope in that time (their import date). <b>Last year</b>, <b>last 5 years</b> and
        a <b>range</b> (YYYY/MM/DD – YYYY/MM/DD) go by publication: the publication day where the source gives one,
        otherwise the publication year, which counts when it overlaps the chosen period (a 2025 work is in any period
        that touches 2025). <b>All time</b> keeps every article.
      </Text>

      <Title order={2} size="h4">
        Daily e-mail
      </Title>
      <Text size="sm">
        Every morning (06:00 UTC) each saved monitoring with its e-mail switched on sends its owner the articles
        imported since the day before that match it, best first (at most 50 listed), with links to the articles and to
        the monitoring. No article is sent twice for a monitoring. A publication period (last year, 5 years, a range)
        applies to the e-mail too; the new-article choices do not, since the e-mail is about what is new. Each e-mail
        has a link that stops it without logging in; the switch on the monitoring&apos;s page turns it back on.
      </Text>

      <Title order={2} size="h4">
        Who sees what
      </Title>
      <Text size="sm">
        Anyone can build a query and see its results. Saving needs an account with a monitoring plan. A monitoring is
        private (when your plan allows it) or saved for one of your organizations, whose members with a plan can open,
        run and duplicate it; only its owner changes, renames or deletes it.
      </Text>
      <Anchor component={Link} to="/monitoring">
        Start a monitoring
      </Anchor>
    </Stack>
  );
}
