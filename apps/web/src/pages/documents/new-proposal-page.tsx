import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { ProposalForm } from '../../features/documents/components/proposal-form';
import { useCreateProposal } from '../../features/documents/queries/use-documents';
import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';

/** /folder/{id}/new: a proposal typed in, or read from an uploaded manuscript and confirmed. */
export function NewProposalPage() {
  const folderId = routeId(useParams().id);
  if (folderId === null) return <NotFoundPage />;
  return <NewProposal folderId={folderId} />;
}

function NewProposal({ folderId }: { folderId: number }) {
  const navigate = useNavigate();
  const create = useCreateProposal(folderId);
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>New proposal</PageTitle>
      <Text size="sm">
        <Anchor component={Link} to={`/folder/${folderId}/`}>
          Back to the folder
        </Anchor>
      </Text>
      <ProposalForm
        withUpload
        submitLabel="Save proposal"
        pending={create.isPending}
        error={create.error}
        onSubmit={(input) => create.mutateAsync(input).then(({ id }) => navigate(`/proposal/${id}`))}
      />
    </Stack>
  );
}
