import type { FolderRole, ImportProposalsInput, ProposalInput } from '@sciscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createFolder,
  createProposal,
  deleteProposal,
  fetchExplainExtract,
  fetchFolderPage,
  fetchFolders,
  fetchProposalFull,
  importProposals,
  openPersonalFolder,
  removeFolderRole,
  setFolderRole,
  updateProposal,
} from '../api/documents-api';
import { documentsKeys } from './documents-keys';

export function useFolders() {
  return useQuery({ queryKey: documentsKeys.folders(), queryFn: ({ signal }) => fetchFolders(signal) });
}

export function useCreateFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.folders() }),
  });
}

export function useOpenPersonalFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openPersonalFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.folders() }),
  });
}

export function useFolderPage(folderId: number, offset: number) {
  return useQuery({
    queryKey: documentsKeys.folderPage(folderId, offset),
    queryFn: ({ signal }) => fetchFolderPage(folderId, offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFolderRoles(folderId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsKeys.folder(folderId) });
  return {
    set: useMutation({
      mutationFn: (input: { email: string; role: FolderRole }) => setFolderRole(folderId, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (userId: number) => removeFolderRole(folderId, userId), onSettled: refresh }),
  };
}

export function useCreateProposal(folderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalInput) => createProposal(folderId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsKeys.folder(folderId) }),
        queryClient.invalidateQueries({ queryKey: documentsKeys.folders() }),
      ]),
  });
}

export function useUpdateProposal(proposalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProposalInput) => updateProposal(proposalId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}

export function useImportProposals(folderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportProposalsInput) => importProposals(folderId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}

export function useProposal(proposalId: number) {
  return useQuery({
    queryKey: documentsKeys.proposal(proposalId),
    queryFn: ({ signal }) => fetchProposalFull(proposalId, signal),
  });
}

export function useExplainExtract(kind: 'proposal' | 'article', id: number) {
  return useQuery({
    queryKey: documentsKeys.explain(kind, id),
    queryFn: ({ signal }) => fetchExplainExtract(kind, id, signal),
  });
}
