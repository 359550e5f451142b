import type { ChangeEmailRequest, ChangePasswordRequest, Profile } from '@sciscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/queries/auth-keys';
import {
  changeEmail,
  changePassword,
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
