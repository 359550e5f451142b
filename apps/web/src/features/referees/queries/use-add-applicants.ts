import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
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
 * double click's second click has already been taken, so a request started is flagged at once
 * (a ref for the very next click, state for the buttons) and further calls wait for its answer.
 */
export function useAddPreliminaryApplicants(kind: string, docId: number) {
  const mutation = useMutation({
    mutationFn: ({ vacancyId, authorsIds, settings }: AddApplicantsRequest) =>
      settings === undefined
        ? addPreliminaryApplicants(vacancyId, authorsIds)
        : addAllPreliminaryApplicants({ settings, kind, docId, vacancyId, authorsIds }),
  });
  const running = useRef(false);
  const [starting, setStarting] = useState(false);

  const add = (request: AddApplicantsRequest, { onSuccess, onError }: AddApplicantsCallbacks) => {
    if (running.current) return;
    running.current = true;
    setStarting(true);
    mutation.mutate(request, {
      onSuccess,
      onError,
      onSettled: () => {
        running.current = false;
        setStarting(false);
      },
    });
  };

  return { add, isPending: starting || mutation.isPending };
}
