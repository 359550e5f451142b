import { Divider, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ForbiddenState } from '../../components/ui/forbidden-state';
import { PageTitle } from '../../components/ui/page-title';
import { OrganizationsSection } from '../../features/admin/components/organizations-section';
import { UsersSection } from '../../features/admin/components/users-section';
import { useOrganizations } from '../../features/admin/queries/use-superadmin';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/** /superadmin/: users and their quotas, organisations. Superusers only. */
export function SuperadminPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <ForbiddenState />;
  return <SuperadminContent />;
}

function SuperadminContent() {
  const organizations = useOrganizations();
  return (
    <>
      <PageTitle>Superadmin</PageTitle>
      <Text size="sm" mb="md">
        <Link to="/superadmin/tasks/">Background tasks</Link>: imports, rescans and periodic work with their progress.
      </Text>
      <Text size="sm" mb="md">
        <Link to="/file-exchange">File exchange</Link>: files shared among staff, with a comment each.
      </Text>
      <Text size="sm" mb="md">
        <Link to="/superadmin/claims/">Claims</Link>: author claims waiting for a decision, and every claim&apos;s
        evidence. <Link to="/superadmin/recommenders/">Recommenders</Link>: attorney tokens for support.
      </Text>
      <UsersSection organizations={organizations.data ?? []} />
      <Divider my="xl" />
      <OrganizationsSection organizations={organizations.data} error={organizations.error} />
    </>
  );
}
