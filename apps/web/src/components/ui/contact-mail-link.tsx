import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../features/site/queries/use-site-info';

/** A mailto link to the operator's contact mailbox with a subject; plain text when no mailbox is configured. */
export function ContactMailLink({ subject, children }: { subject: string; children: ReactNode }) {
  const { data: site } = useSiteInfo();
  if (!site?.contactEmail)
    return (
      <Text span inherit>
        {children}
      </Text>
    );
  return (
    <Anchor href={`mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}`} inherit>
      {children}
    </Anchor>
  );
}

/**
 * "Request a plan": a mail to the operator's mailbox (spec 01: a plan is granted on request by
 * contacting the provider); with no mailbox configured it says whom to ask, by the operator's
 * name, rather than leaving words that look like a link and lead nowhere.
 */
export function RequestPlanLink({ subject }: { subject: string }) {
  const { data: site } = useSiteInfo();
  if (!site?.contactEmail)
    return (
      <Text span inherit>
        {`Request a plan from ${site?.operatorName ?? 'the operator of this sciscope instance'}.`}
      </Text>
    );
  return <ContactMailLink subject={subject}>Request a plan</ContactMailLink>;
}
