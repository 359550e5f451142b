import type { ManualGender } from '@sciscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthorGender } from '../api/authors-api';
import { authorKeys } from './author-keys';

/** Sets the author's manual gender (F = -100, M = 100), then refetches the author. */
export function useSetAuthorGender(authorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gender: ManualGender) => setAuthorGender({ authorId, gender }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorKeys.author(authorId) }),
  });
}
