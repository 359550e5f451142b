import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../features/site/queries/use-site-info';

/** Whom to ask when no address is known: the operator, by the name the instance gives. */
const DEFAULT_OPERATOR = 'the operator of this sciscope instance';

/**
 * A mailto link, with a subject, to the address the instance's own e-mails name
 * (`contactAddress` of `GET /api/site`: the contact mailbox, else the sender unless a no-reply
 * one, else for a signed-in user the initial superuser's). When no address may be shown it says
 * whom to ask in words, through `withoutAddress` (given the operator's name), rather than leaving
 * words that look like a link and lead nowhere.
 */
export function ContactMailLink({
  subject,
  children,
  withoutAddress,
}: {
  subject: string;
  children: ReactNode;
  withoutAddress: (operatorName: string) => ReactNode;
}) {
  const { data: site } = useSiteInfo();
  if (!site?.contactAddress)
    return (
      <Text span inherit>
        {withoutAddress(site?.operatorName ?? DEFAULT_OPERATOR)}
      </Text>
    );
  return (
    <Anchor href={`mailto:${site.contactAddress}?subject=${encodeURIComponent(subject)}`} inherit>
      {children}
    </Anchor>
  );
}

/**
 * "Request a plan": a mail to the operator (spec 01: a plan is granted on request by contacting
 * the provider); with no address known it says whom to ask, by the operator's name.
 */
export function RequestPlanLink({ subject }: { subject: string }) {
  return (
    <ContactMailLink subject={subject} withoutAddress={(operator) => `Request a plan from ${operator}.`}>
      Request a plan
    </ContactMailLink>
  );
}
