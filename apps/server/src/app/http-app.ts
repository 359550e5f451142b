import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import { registerCsrfHook } from './auth/csrf.hook';
import { registerSessionHook } from './auth/session.hook';
import { registerOpenApi } from './openapi';
import { registerUploadDrain } from './uploads';
import './auth/auth.types';
import { errorBody, registerErrorHandler } from './error-handler';

const BAD_ADDRESS = 'This address is not valid: it holds a character sequence that cannot be read.';

/** What a browser shows for such an address: static text only, nothing of the address itself. */
const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found · sciscope</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Page not found</h1><p>${BAD_ADDRESS}</p><p><a href="/search/">Go to search</a></p>
</body></html>
`;

/**
 * An address that cannot be decoded (`/%E0%A4%A`) never reaches a route: a browser gets a page
 * saying so, an API client the usual error body.
 */
function answerBadAddress(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const page = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
  if (page) void reply.code(400).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
  else void reply.code(400).send(errorBody('common.bad_request', BAD_ADDRESS));
}

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
    // An address that cannot be decoded (`/%E0%A4%A`) never reaches a route: a browser gets a
    // page saying so, an API client the usual error body.
    frameworkErrors: answerBadAddress,
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
