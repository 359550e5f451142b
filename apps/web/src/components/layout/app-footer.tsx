import { PRIVACY_POLICY_PATH } from '@sciscope/contracts';
import { Anchor, Container, Group, Skeleton, Text } from '@mantine/core';
import { useSiteInfo } from '../../features/site/queries/use-site-info';
import { SCROLL_TO_TOP_CLEARANCE_PX } from './scroll-to-top';
import classes from './shell.module.css';

/** The footer: who runs this instance (server settings), the privacy policy and the contact mailbox. */
export function AppFooter() {
  const { data: site, isPending } = useSiteInfo();
  return (
    // Outside main (beside it in the shell), the footer is the page's contentinfo landmark.
    <footer className={classes.footer}>
      {/* Room under the content for the floating scroll-to-top button, which would cover the links. */}
      <Container size="xl" pt="lg" pb={SCROLL_TO_TOP_CLEARANCE_PX}>
        <Group justify="space-between" gap="sm">
          {isPending ? (
            <Skeleton height={14} width={420} maw="100%" />
          ) : (
            <Text size="sm" c="dimmed">
              {site?.statement}
            </Text>
          )}
          <Group gap="lg">
            {/* A full page load, so the policy is reachable even when the app state is broken. */}
            <Anchor href={PRIVACY_POLICY_PATH} size="sm">
              Privacy policy
            </Anchor>
            {/* The mailbox of SCISCOPE_CONTACT_EMAIL. Without one nothing stands in for it: no
                address is invented, and the server says at start that none is set. */}
            {site?.contactEmail && (
              <Text size="sm" c="dimmed">
                Contact:{' '}
                <Anchor href={`mailto:${site.contactEmail}`} size="sm">
                  {site.contactEmail}
                </Anchor>
              </Text>
            )}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
