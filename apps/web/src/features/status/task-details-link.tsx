import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/queries/use-current-user';

/** " Task details", to the tasks page, for a superuser when a task is behind a notice. */
export function TaskDetailsLink({ taskId }: { taskId: number | null | undefined }) {
  const { data: user } = useCurrentUser();
  if (!user?.is_superuser || taskId == null) return null;
  return (
    <>
      {' '}
      <Anchor component={Link} to="/superadmin/tasks/" size="sm">
        Task details
      </Anchor>
    </>
  );
}
