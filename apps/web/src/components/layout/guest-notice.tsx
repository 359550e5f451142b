import { MESSAGES } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './shell.module.css';

/** The free-version notice shown to guests on every page. */
export function GuestNotice() {
  return (
    <Text role="note" size="sm" ta="center" px="md" py={8} className={classes.guestNotice}>
      {MESSAGES.freeVersion}{' '}
      <Anchor component={Link} to="/accounts/register/" size="sm">
        Register
      </Anchor>{' '}
      or{' '}
      <Anchor component={Link} to="/accounts/login/" size="sm">
        log in
      </Anchor>{' '}
      to save your work.
    </Text>
  );
}
