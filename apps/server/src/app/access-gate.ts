import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Permission } from '@sciscope/contracts';
import { requireAccessBeforeInput, type AccessRepository } from './access';

/** The gate's hook, carrying its permission so the OpenAPI description can read it. */
type GateHook = ((request: FastifyRequest) => Promise<void>) & { gatePermission: Permission };

/**
 * Route options that refuse callers before their input is validated: a guest gets 401 and a
 * user without the right 403 whatever they send, instead of a 400 that would describe the
 * route's input to them. The use case still calls `requireAccess` with the object.
 *
 *   r.get('/api/admin/users', { ...accessGate({ access, permission: 'admin.users.manage' }), schema }, …)
 */
export function accessGate({ access, permission }: { access: AccessRepository; permission: Permission }) {
  const preValidation: GateHook = Object.assign(
    async (request: FastifyRequest) => {
      await requireAccessBeforeInput({ access, user: request.user, permission });
    },
    { gatePermission: permission },
  );
  return { preValidation };
}

/** The permission a route's `accessGate` checks, or null for a route without one. */
export function gatePermissionOf(route: Pick<RouteOptions, 'preValidation'>): Permission | null {
  const hooks = [route.preValidation ?? []].flat();
  for (const hook of hooks) {
    const permission = (hook as Partial<GateHook>).gatePermission;
    if (permission) return permission;
  }
  return null;
}
