import { Alert, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { alertStore, type AlertTone } from '../../app/alert-store';

const COLORS: Record<AlertTone, string> = { error: 'red', info: 'blue', success: 'green' };

/** The alerts raised by the api client (spec 01 section 8) and by pages, until dismissed. */
export function AlertArea() {
  const items = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot);
  if (items.length === 0) return null;
  return (
    <Stack
      gap="xs"
      pos="fixed"
      top={68}
      left="50%"
      w="min(560px, calc(100vw - 32px))"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
    >
      {items.map((item) => (
        <Alert
          key={item.id}
          role="alert"
          color={COLORS[item.tone]}
          variant="filled"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => alertStore.dismiss(item.id)}
        >
          {item.message}
        </Alert>
      ))}
    </Stack>
  );
}
