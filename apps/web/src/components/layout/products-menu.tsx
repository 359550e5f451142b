import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_LINKS } from '../../features/auth/menu';
import classes from './shell.module.css';

/** The Products menu: /referee-finder/, /semantic-jobs/ and /monitorings/. */
export function ProductsMenu() {
  return (
    <Menu position="bottom-start" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink}>Products ▾</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {PRODUCT_LINKS.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
