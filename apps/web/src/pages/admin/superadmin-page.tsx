import { Anchor, Divider, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { RefusedPage } from '../../components/ui/refused-page';
import { OrganizationsSection } from '../../features/admin/components/organizations-section';
import { UsersSection } from '../../features/admin/components/users-section';
import { useOrganizations } from '../../features/admin/queries/use-superadmin';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';

/** /superadmin/: users and their quotas, organizations. Superusers only. */
export function SuperadminPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <RefusedPage title="Superadmin" />;
  return <SuperadminContent />;
}

function SuperadminContent() {
  const organizations = useOrganizations();
  return (
    <>
      <PageTitle>Superadmin</PageTitle>
      <SuperadminIntro />
      <UsersSection />
      <Divider my="xl" />
      <OrganizationsSection organizations={organizations.data} error={organizations.error} />
    </>
  );
}

/** The page's links to the other superuser screens, styled as the product's links. */
export function SuperadminIntro() {
  const link = (to: string, text: string) => (
    <Anchor component={Link} to={to} inherit>
      {text}
    </Anchor>
  );
  return (
    <>
      <Text size="sm" mb="md">
        {link('/superadmin/tasks/', 'Background tasks')}: imports, rescans and periodic work with their progress.
      </Text>
      <Text size="sm" mb="md">
        {link('/file-exchange', 'File exchange')}: files shared among staff, with a comment each.
      </Text>
      <Text size="sm" mb="md">
        {link('/superadmin/claims/', 'Claims')}: author claims waiting for a decision, and every claim&apos;s evidence.{' '}
        {link('/superadmin/recommenders/', 'Recommenders')}: attorney tokens for support.
      </Text>
    </>
  );
}
