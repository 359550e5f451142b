import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import { registerCsrfHook } from './auth/csrf.hook';
import { registerSessionHook } from './auth/session.hook';
import { registerErrorHandler } from './error-handler';
import { registerOpenApi } from './openapi';
import { registerUploadDrain } from './uploads';
import './auth/auth.types';

export interface HttpAppDeps {
  config: AppConfig;
  db: Db;
  /** Told about every route as it is registered (the authorisation matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The HTTP application without any feature: plugins, security headers, the error handler,
 * and the CSRF and session hooks that run before every feature route. The composition root
 * (`server.ts`) registers the modules' routes on it.
 */
export async function createHttpApp({ config, db, onRoute }: HttpAppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie, { secret: config.secret });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  // Any answer before an upload is read in full drops the rest and closes the connection.
  registerUploadDrain(app);

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  // Before every feature route: CSRF check on state-changing API calls, then the session.
  registerCsrfHook(app);
  registerSessionHook(app, { config, db });
  // Collects the routes as they are registered, so it comes before every feature's routes.
  await registerOpenApi(app);
  return app;
}
