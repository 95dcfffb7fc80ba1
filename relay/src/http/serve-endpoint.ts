import type { WebSocket } from '@fastify/websocket';
import {
  type Audience,
  answerableCodes,
  type EndpointAnswer,
  type EndpointDefinition,
  errorCodes,
  ZSuccess,
} from '@talkhire/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';
import type { RequestLocale } from './locale';
import { admit, readViewer, type ViewerOf } from './viewer';

/** What a handler is given: the parsed parts of the request and who asks, already admitted. */
export interface EndpointRequest<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  viewer: ViewerOf<E['auth']>;
  locale: RequestLocale;
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/**
 * What a handler answers: the `data` of a json endpoint (the envelope is added here), the body of
 * a document, nothing for an `empty` one (answered 204 here), or the reply it sent itself (a redirect, a file, a page, or a json answer with its
 * own status).
 */
type HandlerResult<E extends EndpointDefinition> = E extends { answer: infer Kind }
  ? Kind extends 'json' | 'document'
    ? EndpointAnswer<E> | FastifyReply
    : Kind extends 'empty'
      ? // biome-ignore lint/suspicious/noConfusingVoidType: the handler is an async function returning nothing
        void
      : FastifyReply
  : EndpointAnswer<E> | FastifyReply;

/**
 * Serves one catalogue endpoint. The route's method, path and schemas come from the definition,
 * so request validation, response serialisation and the API reference are the same contract.
 * Before the body is read, the session is looked up once (`request.viewer`) and checked against
 * the endpoint's audience; an answer the same for everyone skips the lookup. Inside a plugin
 * registered with a prefix, the path is taken relative to it.
 */
export function serveEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  definition: E,
  handler: (
    input: EndpointRequest<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<HandlerResult<E>>,
  options: {
    /** Extra route config, e.g. `acceptsCrossSitePost` for a provider's form post (http/origin-check.ts). */
    config?: FastifyContextConfig;
    /**
     * The answer does not depend on who asks (config lists, translations, health): the session
     * is not looked up, and the handler sees a stranger. Only for `auth: 'anyone'`.
     */
    sameForEveryone?: true;
  } = {},
): void {
  if (options.sameForEveryone && definition.auth !== 'anyone')
    throw new Error(`${definition.path} needs a session: it cannot be the same for everyone`);
  const json = (definition.answer ?? 'json') === 'json';
  const document = definition.answer === 'document';
  const readSession = options.sameForEveryone ? strangerHook : admitViewer(app, definition.auth);
  app.route({
    method: definition.method,
    url: relativeTo(app.prefix, definition.path),
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(json && definition.response ? { response: { 200: ZSuccess(definition.response) } } : {}),
      ...(document && definition.response ? { response: { 200: definition.response } } : {}),
    },
    config: { ...options.config, endpoint: definition },
    onRequest: async (request) => readSession(request),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        viewer: request.viewer,
        locale: request.locale,
      } as EndpointRequest<E>;
      const result = await handler(input, request, reply);
      // A handler that answered itself returns `reply`, which is thenable: awaiting it waits until
      // the answer has left and gives undefined. Answering again would only log a warning.
      if (result === reply || reply.sent) return reply;
      if (definition.answer === 'empty') return reply.status(204).send();
      if (document) return result;
      return ok(result ?? null);
    },
  });
}

/** The endpoint a route was served from (undefined for routes outside the catalogue). */
export function endpointOf(request: FastifyRequest): EndpointDefinition | undefined {
  return (request.routeOptions.config as { endpoint?: EndpointDefinition }).endpoint;
}

/**
 * In tests, a refusal whose code the catalogue does not list for the endpoint becomes a 500 that
 * names it, so the reference never promises less than the relay answers.
 */
export function checkAnsweredCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const definition = endpointOf(request);
    if (!definition || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    if (typeof code !== 'number' || answerableCodes(definition).includes(code)) return payload;
    reply.status(500);
    return JSON.stringify({
      code: errorCodes.internalError,
      message: `${definition.method} ${definition.path} answered ${code}, which its catalogue entry does not list`,
      errors: {},
    });
  });
}

/** The route hook that reads the session once and admits it for the endpoint's audience. */
function admitViewer(app: FastifyInstance, audience: Audience) {
  return async (request: FastifyRequest) => {
    request.viewer = await readViewer(app.services.db, request);
    admit(audience, request.viewer);
  };
}

async function strangerHook(request: FastifyRequest) {
  request.viewer = { kind: 'stranger' };
}

function relativeTo(prefix: string, path: string): string {
  if (!prefix) return path;
  if (!path.startsWith(`${prefix}/`) && path !== prefix)
    throw new Error(`${path} cannot be served inside the plugin prefixed ${prefix}`);
  return path.slice(prefix.length) || '/';
}

/**
 * Serves a catalogue endpoint whose answer is a WebSocket (`answer: 'socket'`): the session is
 * read and admitted before the upgrade, so a refused socket is a plain 401 / 403 answer.
 */
export function serveSocket<E extends EndpointDefinition & { answer: 'socket' }>(
  app: FastifyInstance,
  definition: E,
  handler: (socket: WebSocket, request: FastifyRequest & { viewer: ViewerOf<E['auth']> }) => void,
): void {
  const readSession = admitViewer(app, definition.auth);
  app.route({
    method: 'GET',
    url: relativeTo(app.prefix, definition.path),
    schema: definition.query ? { querystring: definition.query } : {},
    config: { endpoint: definition },
    onRequest: async (request) => readSession(request),
    handler: (_request, reply) => reply.status(426).send(),
    wsHandler: (socket, request) =>
      handler(socket, request as FastifyRequest & { viewer: ViewerOf<E['auth']> }),
  });
}
