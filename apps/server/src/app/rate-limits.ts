/**
 * Route options limiting one client address to `max` requests per minute (@fastify/rate-limit,
 * registered with `global: false`), or no limit at all when `max` is 0: the settings of
 * `config.rateLimits` use 0 for "unlimited", as load benchmarks and trusted deployments need.
 */
export function perMinuteLimit(max: number) {
  return { rateLimit: max > 0 ? { max, timeWindow: '1 minute' } : (false as const) };
}
