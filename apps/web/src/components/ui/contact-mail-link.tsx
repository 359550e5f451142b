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
