import type { CurrentUser } from '@sciscope/contracts';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { userMenuLinks } from '../../features/auth/menu';

/** The user menu, titled with the user's e-mail (spec 01 section 2). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const links = userMenuLinks(user);
  const logOut = links.at(-1);
  const rest = links.slice(0, -1);
  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <Button variant="default" size="sm" rightSection="▾" maw={280}>
          {/* Mantine's button has a line height of 1: a line that tall, clipped, cuts the "g" of .org. */}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.5 }}>{user.email}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {rest.map((link) =>
          link.document ? (
            <Menu.Item key={link.to} component="a" href={link.to}>
              {link.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {link.label}
            </Menu.Item>
          ),
        )}
        {logOut && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={logOut.to}>
              {logOut.label}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
