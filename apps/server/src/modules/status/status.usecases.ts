import type { DataLoadStatus, StatusResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';

interface StatusArgs {
  access: AccessRepository;
  user: Actor;
}

/** `GET /api/health`: the process answers, for monitoring and reverse proxies. */
export async function checkHealth({ access, user }: StatusArgs): Promise<{ ok: true }> {
  await requireAccess({ access, user, permission: 'status.read' });
  return { ok: true };
}

/** `GET /api/status`: progress of the default-data load that runs on first start. */
export async function getStatus({
  access,
  user,
  dataLoadStatus,
}: StatusArgs & { dataLoadStatus: DataLoadStatus }): Promise<StatusResponse> {
  await requireAccess({ access, user, permission: 'status.read' });
  return { dataLoad: dataLoadStatus };
}
