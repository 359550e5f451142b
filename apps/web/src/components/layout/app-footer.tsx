import { CONTACT } from '@sciscope/contracts';
import { Anchor, Container, Group, Text } from '@mantine/core';
import classes from './shell.module.css';

/** The footer of spec 01 section 1: who provides the service, privacy policy, contact mailbox. */
export function AppFooter() {
  return (
    // Inside the AppShell main area a <footer> is no landmark by itself: name its role.
    <footer className={classes.footer} role="contentinfo">
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            sciscope is a service provider for a European research funding council.
          </Text>
          <Group gap="lg">
            {/* A full page load, so the policy is reachable even when the app state is broken. */}
            <Anchor href={CONTACT.privacyPolicyPath} size="sm">
              Privacy policy
            </Anchor>
            <Anchor href={`mailto:${CONTACT.mailbox}`} size="sm">
              {CONTACT.mailbox}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
