import { AppShell, Container, Progress } from '@mantine/core';
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
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import classes from './shell.module.css';

const HEADER_HEIGHT = 56;

/** The frame of every page: skip link, header, guest notice, page, footer, alerts, scroll-to-top. */
export function ShellLayout() {
  const { data: user } = useCurrentUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // Alerts belong to the page that raised them.
  useEffect(() => clearAlerts(), [pathname]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress value={100} animated size={2} radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />
        )}
        <AppHeader user={user} />
      </AppShell.Header>
      {/* The footer is a landmark of its own beside main, not inside it; the two fill the window
          at least, so that a short page keeps the footer at the bottom. */}
      <div className={classes.page}>
        {/* Focusable by script only: the skip link moves the focus here. */}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <DataLoadBanner />
          {user && !user.is_authenticated && <GuestNotice />}
          <Container size="xl" py="lg">
            <Outlet />
          </Container>
        </AppShell.Main>
        <AppFooter />
      </div>
      <Notifications position="top-center" limit={MAX_VISIBLE_ALERTS} classNames={{ root: classes.alerts }} />
      <ScrollToTop />
      <ScrollRestoration />
    </AppShell>
  );
}
