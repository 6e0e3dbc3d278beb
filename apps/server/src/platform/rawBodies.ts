import type { FastifyRequest } from 'fastify';

/** The text of each JSON body as it arrived (app.ts's parser): a provider's signature covers its exact bytes, not what parsing makes of it. */
export const rawBodies = new WeakMap<FastifyRequest, string>();

export const rawBodyOf = (request: FastifyRequest): string => rawBodies.get(request) ?? '';
