import { currentUserSchema, type CurrentUser, type LoginRequest, type RegisterRequest } from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/** GET /api/auth/current-user/: the anonymous default for guests. */
export function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser> {
  return api.get('/api/auth/current-user/', { schema: currentUserSchema, ...(signal ? { signal } : {}) });
}

/** POST /api/auth/login/. Silent: the form shows its own errors. */
export function login(body: LoginRequest): Promise<CurrentUser> {
  return api.post('/api/auth/login/', body, { schema: currentUserSchema, silent: true });
}

/** POST /api/auth/register/: the new user is logged in afterwards. */
export function register(body: RegisterRequest): Promise<CurrentUser> {
  return api.post('/api/auth/register/', body, { schema: currentUserSchema, silent: true });
}

/** POST /api/auth/logout/: answers 204. */
export function logout(): Promise<void> {
  return api.post<void>('/api/auth/logout/');
}
