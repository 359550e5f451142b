import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, showErrorAlert } from './api-alerts';
import { ApiError, createApiClient } from './api-client';

afterEach(() => clearAlerts());

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((item) => item.message);
};

describe('api alerts', () => {
  it('shows an error message once, however often it is raised, until cleared', () => {
    showErrorAlert('Internal server error');
    showErrorAlert('Internal server error');
    showErrorAlert('Please login');
    expect(shown()).toEqual(['Internal server error', 'Please login']);
    clearAlerts();
    expect(shown()).toEqual([]);
  });

  it('stays until dismissed, red, with a Dismiss button', () => {
    showErrorAlert('Not Found');
    const [item] = notificationsStore.getState().notifications;
    expect(item).toMatchObject({ autoClose: false, color: 'red', withCloseButton: true });
    expect(item?.closeButtonProps).toMatchObject({ 'aria-label': 'Dismiss' });
  });

  it('receives the alerts of the api client with the texts of the spec', async () => {
    const client = createApiClient({
      fetch: async () => new Response('', { status: 403 }),
      onAlert: (error) => showErrorAlert(error.message),
    });
    await expect(client.get('/api/thing')).rejects.toBeInstanceOf(ApiError);
    expect(shown()).toEqual(['Sorry, you are not permitted to perform the requested operation']);
  });
});
