import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import type { ActionsLogRepository } from './actions-log.repository';

/** Largest accepted payload, measured as UTF-8 bytes of its JSON text. */
export const ACTIONS_LOG_PAYLOAD_MAX_BYTES = 10 * 1024;

/**
 * Records a client event for anyone, logged in or not (guests' usage matters too).
 * The payload is stored as JSON text; absent payloads are stored as null.
 */
export async function recordAction({
  actionsLog,
  access,
  user: actor,
  action,
  payload,
}: {
  actionsLog: ActionsLogRepository;
  access: AccessRepository;
  user: Actor;
  action: string;
  payload: unknown;
}): Promise<void> {
  const { user } = await requireAccess({ access, user: actor, permission: 'actions_log.record' });
  const text = payload === undefined ? null : JSON.stringify(payload);
  if (text !== null && Buffer.byteLength(text, 'utf8') > ACTIONS_LOG_PAYLOAD_MAX_BYTES) {
    throw commonErrors.validation({
      payload: `Payload is too large (at most ${ACTIONS_LOG_PAYLOAD_MAX_BYTES / 1024} kB).`,
    });
  }
  await actionsLog.insert({
    userId: user?.id ?? null,
    action,
    payload: text,
    createdAt: nowIso(),
  });
}
