import type { z } from 'zod';
import { errorCodes, httpStatusOf } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `anyone` includes strangers and guests (the answer may still depend
 * on who asks); `seeker` needs a signed-in job seeker; `boss` a signed-in Boss (employer console);
 * `member` either of them (the chat, used by both sides).
 */
export type Audience = 'anyone' | 'seeker' | 'boss' | 'member';

/**
 * What a success looks like: `json` is the `{ code: 0, message, data }` envelope around
 * `response`; `document` is a JSON document that is `response` itself, with no envelope (files
 * other programs read as they are: translation files, the health check); the others are answers
 * a browser follows or opens (a redirect, a file, a page), plain text, an XML document (the
 * sitemaps crawlers read), a server-sent event stream, or a WebSocket upgrade (its frames are in
 * chat-frames.ts); `empty` is a 204 with no body (beacons and logs, answered before they are written).
 */
export type AnswerKind =
  | 'json'
  | 'document'
  | 'redirect'
  | 'file'
  | 'html'
  | 'text'
  | 'xml'
  | 'stream'
  | 'socket'
  | 'empty';

/** One HTTP endpoint, written once: the relay serves it from this and the web calls it through it. */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify style: `/api/jobs/:id`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  auth: Audience;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload: the body is a form with a file (its parts are read by the handler). */
  upload?: true;
  /** The `data` of a `json` answer; the whole body of a `document`. */
  response?: z.ZodType;
  answer?: AnswerKind;
  /**
   * The catalogue codes (spec §8) a refusal of this endpoint may carry, besides the implied ones;
   * `{ code, status }` where the code comes with another HTTP status than its usual one (a 40001
   * answered as 409 for a conflict).
   */
  errors: readonly DeclaredError[];
  /** Served only outside production (the dev mailbox's own API, test helpers). */
  devOnly?: true;
}

export type DeclaredError = number | { code: number; status: number };

/** Keeps the literal types of a definition, so the client and the relay infer from it. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/**
 * Every code an endpoint may answer with: its own, plus those implied by its shape — 40001 for
 * input that breaks the contract (any write may be sent an unreadable body), 40003 (and 40005 for the Boss console) when it needs a session,
 * 40005 for a cross-site write refused by the Origin check, and 50001 for a fault of ours.
 */
export function answerableCodes(definition: EndpointDefinition): number[] {
  const codes = new Set(definition.errors.map((error) => (typeof error === 'number' ? error : error.code)));
  // A write can always be sent a body it cannot read (broken JSON, a wrong content type).
  if (
    definition.params ||
    definition.query ||
    definition.body ||
    definition.upload ||
    definition.method !== 'GET'
  )
    codes.add(errorCodes.parameterInvalid);
  if (definition.auth !== 'anyone') codes.add(errorCodes.credentialsNotProvided);
  if (definition.auth === 'boss' || definition.method !== 'GET') codes.add(errorCodes.noPermission);
  codes.add(errorCodes.internalError);
  return [...codes].sort((a, b) => a - b);
}

/**
 * Every HTTP status each answerable code may come with: its usual one, a status the endpoint
 * declares for it, and for 40001 on a write also 400 (a body that cannot be read), 413 (too
 * large) and 415 (not a type the endpoint reads).
 */
export function answerableStatuses(definition: EndpointDefinition): Map<number, number[]> {
  const byStatus = new Map<number, Set<number>>();
  const add = (status: number, code: number) =>
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  for (const code of answerableCodes(definition)) add(httpStatusOf(code), code);
  for (const error of definition.errors) if (typeof error !== 'number') add(error.status, error.code);
  if (definition.method !== 'GET')
    for (const status of [400, 413, 415]) add(status, errorCodes.parameterInvalid);
  return new Map(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [status, [...codes].sort((a, b) => a - b)]),
  );
}

/** The values a caller gives: path params, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = PartInput<'params', E['params']> &
  PartInput<'query', E['query']> &
  PartInput<'body', E['body']> &
  (E['upload'] extends true ? { form: FormData } : unknown);

/** The `data` of a success. */
export type EndpointData<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/** What a relay handler returns for a `json` endpoint (before the contract parses it). */
export type EndpointAnswer<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : undefined;

type PartInput<Name extends string, Schema> = Schema extends z.ZodType
  ? Record<string, never> extends z.input<Schema>
    ? { [K in Name]?: z.input<Schema> }
    : { [K in Name]: z.input<Schema> }
  : unknown;

/** The path with its `:name` segments filled in and encoded. */
export function endpointPath(definition: EndpointDefinition, params: Record<string, unknown> = {}): string {
  return definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${definition.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
