import type {
  AccountDeleted,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  Profile,
} from '@sciscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/queries/auth-keys';
import { afterUserChange } from '../../auth/queries/use-auth-mutations';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  fetchProfile,
  fetchSessions,
  signOutOtherSessions,
  signOutSession,
  updateName,
} from '../api/profile-api';
import { profileKeys } from './profile-keys';

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateName(name),
    onSuccess: (profile: Profile) => queryClient.setQueryData(profileKeys.profile(), profile),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailRequest) => changeEmail(body),
    onSuccess: async (profile: Profile) => {
      queryClient.setQueryData(profileKeys.profile(), profile);
      // The user menu is titled with the e-mail.
      await queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useSessions() {
  return useQuery({ queryKey: profileKeys.sessions(), queryFn: ({ signal }) => fetchSessions(signal) });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => signOutSession(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOutOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/**
 * Deleting the account. The caller moves to a page that needs no login first (`onDeleted`);
 * then, as after a logout, the cached answers of the deleted account are dropped.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: (deleted: AccountDeleted) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => deleteAccount(body),
    onSuccess: async (deleted) => {
      onDeleted(deleted);
      await afterUserChange(queryClient);
    },
  });
}
