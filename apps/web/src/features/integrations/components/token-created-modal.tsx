import type { CreatedApiToken } from '@sciscope/contracts';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * Shows a new token's secret, the only time it is ever shown: the page keeps it in memory
 * until this dialog closes, and the server stores only its hash.
 */
export function TokenCreatedModal({ created, onClose }: { created: CreatedApiToken | null; onClose: () => void }) {
  return (
    <Modal opened={created !== null} onClose={onClose} title="Your new API token" size="lg">
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            Copy this token now. It will not be shown again: only a fingerprint of it is stored.
          </Alert>
          <Text size="sm">
            Token <strong>{created.token.name}</strong>:
          </Text>
          <Code block aria-label="New API token" data-testid="new-api-token">
            {created.plainToken}
          </Code>
          <Text size="sm" c="dimmed">
            Send it with every API call as the header <Code>Authorization: Bearer {created.token.prefix}…</Code>
          </Text>
          <Group justify="flex-end">
            <CopyButton value={created.plainToken}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
