import type { CurrentUser } from '@sciscope/contracts';
import { Button, Group, Skeleton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { GUEST_LINKS } from '../../features/auth/menu';
import { loginPathFor } from '../../features/auth/next-path';
import { UserMenu } from './user-menu';

const ACCOUNT_PAGES = '/accounts/';

/** The right end of the header: a skeleton while the user is unknown, the user menu, or Log in / Register. */
export function AccountLinks({ user }: { user: CurrentUser | undefined }) {
  const location = useLocation();
  if (!user) return <Skeleton height={30} width={180} radius="sm" />;
  if (user.is_authenticated) return <UserMenu user={user} />;

  // Logging in from a page comes back to it; from the account pages it goes to the default.
  const here = `${location.pathname}${location.search}`;
  const returnable = !location.pathname.startsWith(ACCOUNT_PAGES);
  return (
    <Group gap="xs" wrap="nowrap">
      {GUEST_LINKS.map((link, index) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to === '/accounts/login/' && returnable ? loginPathFor(here) : link.to}
          size="sm"
          variant={index === 0 ? 'default' : 'filled'}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
