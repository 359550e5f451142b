import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { ERROR_CODES } from '@sciscope/contracts';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { useUnsubscribe, useUnsubscribeLink } from '../../features/monitoring/queries/use-monitoring';

/**
 * /monitoring-digest/unsubscribe?token=: the link of a digest e-mail. Works without logging in;
 * the button (not the visit) stops the e-mails, so a mail client that opens links ahead of the
 * reader does not unsubscribe anybody. The question names the monitoring (read from the link,
 * changing nothing), so someone with several knows which one stops.
 */
export function MonitoringUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>Stop monitoring e-mails</PageTitle>
      {token === '' ? (
        // Opened without the link's token (typed or cut short): nothing to stop, so no question.
        <Alert color="red" variant="light" role="alert">
          {ERROR_CODES['monitoring.invalid_unsubscribe_link'].message}
        </Alert>
      ) : unsubscribe.isSuccess ? (
        <Alert color="teal" variant="light" role="status">
          {`You will get no more e-mails for the monitoring “${unsubscribe.data.title}”. Its owner can turn them on again on the monitoring's page.`}
        </Alert>
      ) : link.isError ? (
        <Alert color="red" variant="light" role="alert">
          {link.error.message}
        </Alert>
      ) : !link.isSuccess ? (
        <Skeleton height={20} maw={480} aria-label="Loading" />
      ) : (
        <>
          <Text>{`Stop the daily e-mail of new articles for the monitoring “${link.data.title}”?`}</Text>
          {unsubscribe.isError && (
            <Alert color="red" variant="light" role="alert">
              {unsubscribe.error.message}
            </Alert>
          )}
          <Button w="fit-content" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            Stop these e-mails
          </Button>
        </>
      )}
    </Stack>
  );
}
