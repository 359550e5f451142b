import type { FastifyReply } from 'fastify';

/**
 * Sends a JSON body a read already serialised and checked against its route's response schema
 * (see read-operation.ts): a Buffer with a JSON content type goes out as it is, unserialised.
 */
export function sendJsonBody(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
