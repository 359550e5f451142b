import type { FastifyRequest } from 'fastify';
import type { Permission } from '@sciscope/contracts';
import { requireAccessBeforeInput, type AccessRepository } from './access';

/**
 * Route options that refuse callers before their input is validated: a guest gets 401 and a
 * user without the right 403 whatever they send, instead of a 400 that would describe the
 * route's input to them. The use case still calls `requireAccess` with the object.
 *
 *   r.get('/api/admin/users', { ...accessGate({ access, permission: 'admin.users.manage' }), schema }, …)
 */
export function accessGate({ access, permission }: { access: AccessRepository; permission: Permission }) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireAccessBeforeInput({ access, user: request.user, permission });
    },
  };
}
