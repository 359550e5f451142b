import type { CurrentUser } from '@sciscope/contracts';
import { Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { mainNavLinks } from '../../features/auth/menu';
import classes from './shell.module.css';

interface MainNavProps {
  user: CurrentUser;
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The main navigation of spec 01 section 2; the current page is marked with aria-current. */
export function MainNav({ user, orientation = 'horizontal', onNavigate }: MainNavProps) {
  const links = mainNavLinks(user).map((link) => (
    <NavLink key={link.to} to={link.to} className={classes.navLink} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
  return (
    <nav aria-label="Main">
      {orientation === 'horizontal' ? (
        <Group gap={4} wrap="nowrap">
          {links}
        </Group>
      ) : (
        <Stack gap={4}>{links}</Stack>
      )}
    </nav>
  );
}
