import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFolderMarks } from '../api/marks-api';
import { documentsKeys } from './documents-keys';

/** One page of a folder's proposals where `authorId` is marked as referee. */
export function useFolderMarks(folderId: number, authorId: number, page: number) {
  return useQuery({
    queryKey: [...documentsKeys.folder(folderId), 'marks', authorId, page] as const,
    queryFn: ({ signal }) => fetchFolderMarks(folderId, authorId, page, signal),
    placeholderData: keepPreviousData,
  });
}
