import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../components/ui/error-state';
import { ForbiddenState } from '../../components/ui/forbidden-state';
import { PageTitle } from '../../components/ui/page-title';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { LabelsTable } from '../../features/collections/components/labels-table';
import { NewLabelForm } from '../../features/collections/components/new-label-form';
import { useCollections } from '../../features/collections/queries/use-collections';

/**
 * /collections/manage/ ('Manage labels'): the user's labels (create, rename, recolour, share,
 * delete, export) and those shared with them (export). For users with has_labels_access.
 */
export function ManageLabelsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1080}>
      <PageTitle>Manage labels</PageTitle>
      {user.has_labels_access ? <Labels canManage={user.can_manage_collections} /> : <ForbiddenState />}
    </Stack>
  );
}

function Labels({ canManage }: { canManage: boolean }) {
  const list = useCollections();
  if (list.isError) return <ErrorState message={list.error.message} />;
  if (!list.data) return <Skeleton height={160} />;
  const { collections, organizations } = list.data;
  const own = collections.filter((label) => label.isOwner);
  const shared = collections.filter((label) => !label.isOwner);
  return (
    <>
      <Text size="sm">
        Labels are your collections of articles: save articles to them from search results, monitoring results and
        author pages, share one with your organization, and export it as BibTeX or CSV.
      </Text>
      {(canManage || own.length > 0) && (
        <section aria-labelledby="own-labels-heading">
          <Title order={2} size="h4" id="own-labels-heading" mb="xs">
            Your labels
          </Title>
          <LabelsTable labels={own} own organizations={organizations} caption="Your labels" />
        </section>
      )}
      {canManage && (
        <section aria-labelledby="new-label-heading">
          <Title order={2} size="h4" id="new-label-heading" mb="xs">
            New label
          </Title>
          <NewLabelForm organizations={organizations} ownedCount={own.length} />
        </section>
      )}
      {(shared.length > 0 || !canManage) && (
        <section aria-labelledby="shared-labels-heading">
          <Title order={2} size="h4" id="shared-labels-heading" mb="xs">
            Shared with you
          </Title>
          <LabelsTable labels={shared} own={false} organizations={organizations} caption="Labels shared with you" />
        </section>
      )}
    </>
  );
}
