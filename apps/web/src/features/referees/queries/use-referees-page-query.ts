import { useSearchParams } from 'react-router';
import { readRefereesPageQuery, writeRefereesPageQuery, type WriteRefereesPageQuery } from '../referees-url';

/** The page's query string as state: `push` writes a change and keeps the rest. */
export function useRefereesPageQuery() {
  const [params, setParams] = useSearchParams();
  const query = readRefereesPageQuery(params);
  const push = (change: Partial<WriteRefereesPageQuery>) =>
    setParams(
      writeRefereesPageQuery({
        settings: query.settings || null,
        customAuthorsIds: query.customAuthorsIds,
        customCoiAuthorsIds: query.customCoiAuthorsIds,
        settingsId: query.settingsId,
        forJob: query.forJob,
        onlyCustom: query.onlyCustom,
        ...change,
      }),
    );
  return { query, push };
}
