import { AppShell, Box, Container, Progress } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Notifications } from '@mantine/notifications';
import { MAX_VISIBLE_ALERTS, clearAlerts } from '../../app/api-alerts';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { GuestNotice } from './guest-notice';
import { DataLoadBanner } from '../../features/status/data-load-banner';
import { ScrollToTop } from './scroll-to-top';
import classes from './shell.module.css';

const HEADER_HEIGHT = 56;

/** The frame of every page: header, guest notice, page, footer, alerts, scroll-to-top. */
export function ShellLayout() {
  const { data: user } = useCurrentUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // Alerts belong to the page that raised them.
  useEffect(() => clearAlerts(), [pathname]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress value={100} animated size={2} radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />
        )}
        <AppHeader user={user} />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <DataLoadBanner />
        {user && !user.is_authenticated && <GuestNotice />}
        <Box style={{ flex: 1 }}>
          <Container size="xl" py="lg">
            <Outlet />
          </Container>
        </Box>
        <AppFooter />
      </AppShell.Main>
      <Notifications position="top-center" limit={MAX_VISIBLE_ALERTS} classNames={{ root: classes.alerts }} />
      <ScrollToTop />
      <ScrollRestoration />
    </AppShell>
  );
}
