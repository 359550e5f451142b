import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFileExchange, submitFileComment, uploadExchangeFile } from '../api/file-exchange-api';

/** TanStack Query keys of the file exchange. */
export const fileExchangeKeys = {
  all: ['file-exchange'] as const,
  page: (page: number) => ['file-exchange', 'page', page] as const,
};

export function useFileExchange(page: number) {
  return useQuery({ queryKey: fileExchangeKeys.page(page), queryFn: ({ signal }) => fetchFileExchange(page, signal) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileExchangeKeys.all });
}

export function useUploadFile() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (file: File) => uploadExchangeFile(file), onSuccess: invalidate });
}

export function useSubmitFileComment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) => submitFileComment(id, comment),
    onSuccess: invalidate,
  });
}
