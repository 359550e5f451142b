import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** The monitoring-specific unsaved-changes question (spec 01 sections 4 and 8, after the topics one). */
export const UNSAVED_MONITORING_MESSAGE =
  'You have unsaved changes in this monitoring. If you leave the page now, these changes will be lost. Continue?';

/**
 * Leaving a monitoring with unsaved changes asks first: in the app (another route) with a
 * dialog, and when the tab is closed or reloaded with the browser's own question.
 * `allow(path)` lets some navigations through (after saving, duplicating).
 */
export function UnsavedChangesGuard({ dirty, allow }: { dirty: boolean; allow: (path: string) => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !allow(nextLocation.pathname),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Unsaved changes">
      <Text mb="md">{UNSAVED_MONITORING_MESSAGE}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
