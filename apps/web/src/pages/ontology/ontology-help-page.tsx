import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';

/** /ontology/help: how curation works, and what is not there (Wikipedia). */
export function OntologyHelpPage() {
  return (
    <Stack gap="sm" maw={900}>
      <PageTitle>Ontology help</PageTitle>
      <OntologyTabs />
      <Title order={2} size="h4">
        Concepts and literals
      </Title>
      <Text>
        A concept is recognised in an article&apos;s title and abstract by its literals. Type <code>#</code> in a
        literal to refer to another concept: the literal then stands for every written form of that concept (a composite
        literal). &apos;Construct&apos; does this with a parent concept found inside your literals. An ambiguous literal
        (acronyms are, automatically) counts only when a related concept is in the same text; the label beside the box
        says who set the flag: the upper-case rule, the corpus statistics or a moderator, whose flag always wins.
      </Text>
      <Text>
        Each literal is checked on the corpus when you leave it: DF (articles it is found in, 100 or more shown as 100+,
        with sample sentences), conflicts (other concepts with the same literal) and neighbours (concepts whose literals
        share its words).
      </Text>
      <Title order={2} size="h4">
        Suggestions and moderation
      </Title>
      <List>
        <List.Item>Ontology moderators save, delete, restore and merge concepts directly.</List.Item>
        <List.Item>
          Everyone else who is logged in suggests: &apos;Suggest edit&apos; and &apos;Suggest delete&apos; write a
          pending entry in the concept&apos;s modification log, which changes nothing until a moderator approves it. The
          same change is taken once while it waits; Enter in a literal finishes the literal and sends nothing.
        </List.Item>
        <List.Item>
          Before approving, the moderator sees how many articles would gain or lose the concept, with examples. An
          approved change is applied and its articles are rescanned (the Rescan queue shows the progress). A rejected
          suggestion stays in the log with the moderator&apos;s reason, which the suggester also receives by e-mail.
        </List.Item>
        <List.Item>A concept that is the parent of other concepts cannot be deleted or merged.</List.Item>
      </List>
      <Title order={2} size="h4">
        Possible concepts and import from a list
      </Title>
      <Text>
        Possible concepts are phrases of up to four words that no concept&apos;s literal covers, found in a batch of
        articles (the newest imported works or a saved search), in one article or in one proposal. They are scored by
        how often they occur there against how rare they are in the whole corpus (tf·idf, phrases the corpus repeats
        first). Open a row to make a concept of it; &apos;Report False&apos; (superusers) keeps a term out of every
        list. &apos;Import from list&apos; reads one concept per line, its literals split by the separators; a list with
        any incorrect row is never imported.
      </Text>
      <Title order={2} size="h4">
        Wikipedia
      </Title>
      <Text>
        No offline copy of Wikipedia is installed on this instance, so the concept pages show no Wikipedia links,
        variants or ambiguity hints, and the API returns those fields empty.
      </Text>
      <Title order={2} size="h4">
        GraphQL
      </Title>
      <Text>
        The ontology is also served at <code>/api/graphql/</code>, with the same permissions as the pages. Superusers
        and moderators can explore it in{' '}
        <Anchor component={Link} to="/graphiql">
          GraphiQL
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
