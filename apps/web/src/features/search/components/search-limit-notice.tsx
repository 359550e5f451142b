import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../auth/next-path';
import type { SearchLimitNotice as Notice } from '../search-limit';

/** The info box of the daily search cap (spec 01 section 8), inviting guests to register or log in. */
export function SearchLimitNotice({ notice }: { notice: Notice }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <Alert color="blue" variant="light" title="Daily search limit reached" role="status">
      <Text size="sm">{notice.text}</Text>
      {notice.isAnonymous && (
        <Text size="sm" mt={4}>
          <Anchor component={Link} to="/accounts/register/" size="sm">
            Register
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to={loginPathFor(here)} size="sm">
            log in
          </Anchor>{' '}
          to search more.
        </Text>
      )}
    </Alert>
  );
}
