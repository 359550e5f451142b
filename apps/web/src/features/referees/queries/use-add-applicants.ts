import { useMutation } from '@tanstack/react-query';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { addAllPreliminaryApplicants, addPreliminaryApplicants } from '../api/referees-api';

/** What adding candidates as preliminary applicants sends. */
export interface AddApplicantsRequest {
  vacancyId: number;
  authorsIds: number[];
  /** The list's settings: every candidate listed, in bulk; without: the `authorsIds` chosen. */
  settings?: string;
}

/** What the caller does once the server has answered. */
export interface AddApplicantsCallbacks {
  onSuccess: (addedCount: number) => void;
  onError: (error: Error) => void;
}

/**
 * Adds candidates of the finder of document `kind`/`docId` as preliminary applicants (spec 04),
 * one request at a time. The mutation's `isPending` shows only a render after the click, when a
 * double click's second click has already been taken, so calls go through `useOneAtATime`:
 * further calls are dropped until the answer.
 */
export function useAddPreliminaryApplicants(kind: string, docId: number) {
  const mutation = useMutation({
    mutationFn: ({ vacancyId, authorsIds, settings }: AddApplicantsRequest) =>
      settings === undefined
        ? addPreliminaryApplicants(vacancyId, authorsIds)
        : addAllPreliminaryApplicants({ settings, kind, docId, vacancyId, authorsIds }),
  });
  const { busy, run } = useOneAtATime();

  const add = (request: AddApplicantsRequest, { onSuccess, onError }: AddApplicantsCallbacks) => {
    run(() => mutation.mutateAsync(request).then(onSuccess, (error: unknown) => onError(error as Error)));
  };

  return { add, isPending: busy || mutation.isPending };
}
