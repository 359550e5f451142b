import { Text } from '@mantine/core';

/**
 * A vacancy's deadline as its page states it: the last second applications are taken (the end of
 * the deadline day, spec 04 section 4), and "(closed)" once it has passed (the server's `isClosed`).
 */
export function VacancyDeadline({ dateDeadline, isClosed }: { dateDeadline: string; isClosed: boolean }) {
  return (
    <Text size="sm" c={isClosed ? 'red' : 'dimmed'}>
      Deadline {dateDeadline} 23:59:59{isClosed ? ' (closed)' : ''}
    </Text>
  );
}
