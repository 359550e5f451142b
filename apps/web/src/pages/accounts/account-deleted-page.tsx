import { Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AccountCard } from './account-card';

/** The deletion's answer, handed over in the location state (not the URL, which would keep the address). */
function deletedOf(state: unknown): { email: string; confirmationSent: boolean } | null {
  if (typeof state !== 'object' || state === null || !('email' in state) || typeof state.email !== 'string') {
    return null;
  }
  return { email: state.email, confirmationSent: 'confirmationSent' in state && state.confirmationSent === true };
}

/** /accounts/deleted/: says the account is gone and where the confirmation went. */
export function AccountDeletedPage() {
  const deleted = deletedOf(useLocation().state);
  return (
    <AccountCard title="Account deleted">
      <Text role="status">
        {deleted ? `The account ${deleted.email} and its personal data were deleted.` : 'The account was deleted.'}
      </Text>
      {deleted && (
        <Text size="sm" mt="sm">
          {deleted.confirmationSent
            ? `A confirmation was e-mailed to ${deleted.email}.`
            : 'The confirmation e-mail could not be sent.'}
        </Text>
      )}
      <Text size="sm" mt="md">
        <Anchor component={Link} to="/search/">
          Go to search
        </Anchor>
      </Text>
    </AccountCard>
  );
}
