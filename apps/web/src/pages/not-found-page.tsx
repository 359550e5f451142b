import { MESSAGES } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';

/** The way back from a missing proposal or folder: the folders list. */
export const BACK_TO_FOLDERS = { to: '/folders/', label: 'Go to folders' };

/** The way back from a missing authors group or member: the groups list. */
export const BACK_TO_GROUPS = { to: '/authors-groups/', label: 'Go to authors groups' };

/**
 * Any unknown route, and a known route whose object does not exist: `what` names it ('vacancy'
 * gives "There is no vacancy at this address."), or `message` gives the server's own text
 * ('Proposal not found.'); `back` leads to the list the object would be in (else to search).
 */
export function NotFoundPage({
  what,
  message,
  back = { to: '/search/', label: 'Go to search' },
}: { what?: string; message?: string; back?: { to: string; label: string } } = {}) {
  const text = message || (what ? `There is no ${what} at this address.` : '');
  return (
    <>
      <PageTitle>{MESSAGES.pageNotFound}</PageTitle>
      <Text>
        {text && `${text} `}
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Text>
    </>
  );
}
