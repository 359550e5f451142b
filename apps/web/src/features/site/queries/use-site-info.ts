import { useQuery } from '@tanstack/react-query';
import { fetchSiteInfo } from '../api/site-api';
import { siteKeys } from './site-keys';

/** Who runs this instance. The server reads it at start, so one answer serves the whole visit. */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteKeys.info(),
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
