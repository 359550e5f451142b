import { notifications } from '@mantine/notifications';

/*
 * The alerts of spec 01 section 8 (500, 401, 403, 404/405, an unreachable server), shown
 * through @mantine/notifications so the api client, which is no component, can raise them.
 * They stay until dismissed or until the user goes to another page.
 */

/** At most this many alerts are on screen at once; later ones wait their turn. */
export const MAX_VISIBLE_ALERTS = 3;

const ALERT_ID_PREFIX = 'api-alert:';

/** Shows an error message; the same message is never shown twice at once. Returns its id. */
export function showErrorAlert(message: string): string {
  return notifications.show({
    // The message is the id: Mantine ignores a second notification with an id already shown.
    id: `${ALERT_ID_PREFIX}${message}`,
    message,
    color: 'red',
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

/** Removes every alert: they belong to the page that raised them. */
export function clearAlerts(): void {
  notifications.clean();
}
