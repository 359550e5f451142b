import { ANONYMOUS_USER, type CurrentUser } from '@sciscope/contracts';
import { Box, Burger, Divider, Drawer, Group, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { PRODUCT_LINKS } from '../../features/auth/menu';
import { AccountLinks } from './account-links';
import { MainNav } from './main-nav';
import { ProductsMenu } from './products-menu';
import classes from './shell.module.css';

/** The header: brand, main navigation, Products menu and the account links. */
export function AppHeader({ user }: { user: CurrentUser | undefined }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  // Until the user is known the links shown to everyone are safe to render.
  const navUser = user ?? ANONYMOUS_USER;

  return (
    <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
      <Group gap="md" wrap="nowrap">
        {/* aria-expanded tells a screen reader whether the navigation drawer is open. */}
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="md"
          size="sm"
          aria-label="Open navigation"
          aria-haspopup="dialog"
          aria-expanded={drawerOpened}
        />
        <Link to="/search/" className={classes.brand} aria-label="sciscope home">
          sci<span>scope</span>
        </Link>
        <Box visibleFrom="md">
          <Group gap={4} wrap="nowrap">
            <MainNav user={navUser} />
            <ProductsMenu />
          </Group>
        </Box>
      </Group>
      <AccountLinks user={user} />

      <Drawer opened={drawerOpened} onClose={drawer.close} title="sciscope" size="xs" hiddenFrom="md">
        <MainNav user={navUser} orientation="vertical" onNavigate={drawer.close} />
        <Divider my="sm" />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
          Products
        </Text>
        {PRODUCT_LINKS.map((link) => (
          <MantineNavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={drawer.close} />
        ))}
      </Drawer>
    </Group>
  );
}
