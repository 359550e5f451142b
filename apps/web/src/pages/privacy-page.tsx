import { CONTACT } from '@sciscope/contracts';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../components/ui/page-title';

/** The privacy policy linked from the footer: what sciscope stores about its users, and why. */
export function PrivacyPage() {
  return (
    <>
      <PageTitle>Privacy policy</PageTitle>
      <Stack gap="md" maw={760}>
        <Text>
          sciscope is operated as a service provider for a European research funding council. This page says which
          personal data the service keeps, why, and for how long.
        </Text>
        <Title order={2} size="h4">
          What we store
        </Title>
        <List spacing="xs">
          <List.Item>
            Your account: your e-mail address, a salted argon2id hash of your password (never the password itself), the
            date you joined and your last login, your organisations and the features granted to you.
          </List.Item>
          <List.Item>
            Sessions: one record per logged-in browser, identified by a hash of the cookie&apos;s token, kept until you
            log out or 30 days after your last activity.
          </List.Item>
          <List.Item>
            Search counters: for guests, a keyed hash of the network address and browser name with the number of
            searches of the day, used only to apply the daily limit; for users, the count per account.
          </List.Item>
          <List.Item>
            Usage events that the interface reports (for example, applying filter settings), tied to your account when
            you are logged in.
          </List.Item>
          <List.Item>
            Bibliographic data about researchers — names, affiliations, publications and derived metrics — comes from
            public scholarly records. A predicted gender is derived from first-name statistics and is shown only to
            users granted that feature; it can be corrected by hand.
          </List.Item>
        </List>
        <Title order={2} size="h4">
          What we do not do
        </Title>
        <Text>
          No advertising, no third-party trackers, no sale of data. The only cookie is the session cookie needed to keep
          you logged in.
        </Text>
        <Title order={2} size="h4">
          Your rights
        </Title>
        <Text>
          You may ask for a copy of your data, its correction or its deletion, and object to its processing, by writing
          to <Anchor href={`mailto:${CONTACT.mailbox}`}>{CONTACT.mailbox}</Anchor>.
        </Text>
      </Stack>
    </>
  );
}
