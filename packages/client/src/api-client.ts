import {
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
  endpointPath,
  jobseekerRoleId,
  readErrorMessage,
  type TFailure,
} from '@talkhire/contracts';

/**
 * errorCodes.internalError, written here: the catalogue's whole code table would weigh on every
 * page's first script for this one number.
 */
const unnamedServerError = 50001;

/** A failed call, normalised: HTTP status, catalogue code, the message to show and field errors. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** Seconds to wait after a 429 (40006), for countdowns. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Read on every call so a switch of edition or language applies at once. */
  locale: () => { countryId: number; languageId: number };
  /** Spec §7: a 401 on any call clears the session and sends the user to /get-started. */
  onUnauthorized?: (failure: ApiFailure) => void;
  /**
   * The session this page holds, read when a call is sent and when it is answered: a 401 to a
   * call sent under a session the page has since left (a poll in flight while the user logs out)
   * is about that ended session, so onUnauthorized is not told.
   */
  session?: () => unknown;
  /** Spec §7: a 5xx shows the server-error notification. */
  onServerError?: (failure: ApiFailure) => void;
  /** Spec §7: a message in a failure body is shown as a toast. */
  onMessage?: (message: string) => void;
  fetch?: typeof fetch;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request(
    method: string,
    path: string,
    init: {
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      quiet?: boolean;
      onUploadProgress?: CallOptions['onUploadProgress'];
      /** An event stream: a success answers the Response itself, for its body to be read. */
      stream?: boolean;
    } = {},
  ): Promise<unknown> {
    const { countryId, languageId } = options.locale();
    const sentUnder = options.session?.();
    const url = new URL(
      `${baseUrl}${path}`,
      baseUrl ? undefined : typeof location === 'undefined' ? 'http://localhost' : location.origin,
    );
    for (const [key, value] of Object.entries(init.query ?? {})) {
      // Spec §3: falsy filter values are dropped before sending.
      if (value !== undefined && value !== null && value !== '' && value !== false)
        url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      'Country-Id': String(countryId),
      'Language-Id': String(languageId),
      'Role-Id': String(jobseekerRoleId),
      accept: init.stream ? 'text/event-stream, application/json' : 'application/json',
    };
    // A FormData body sets its own multipart content type with the boundary.
    const form = typeof FormData !== 'undefined' && init.body instanceof FormData ? init.body : null;
    if (init.body !== undefined && !form) headers['content-type'] = 'application/json';

    let response: Response;
    const target = baseUrl ? url.toString() : `${url.pathname}${url.search}`;
    const watched = form && init.onUploadProgress && typeof XMLHttpRequest !== 'undefined';
    try {
      response = watched
        ? // Only uploads watch their progress: pages that never upload never load it.
          await (await import('./upload-with-progress')).uploadWithProgress(
            target,
            { method, headers, body: form, ...(init.signal ? { signal: init.signal } : {}) },
            init.onUploadProgress as NonNullable<CallOptions['onUploadProgress']>,
          )
        : await doFetch(target, {
            method,
            headers,
            credentials: 'include',
            ...(init.body !== undefined ? { body: form ?? JSON.stringify(init.body) } : {}),
            ...(init.signal ? { signal: init.signal } : {}),
          });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiFailure(0, 0, (error as Error).message);
    }
    if (init.stream && response.ok) return response;
    // A bodiless 204 (`answer: 'empty'`: logs and records) is a success with no data.
    if (response.status === 204) return undefined;
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      // The relay answers through the endpoint's contract (it parses what it sends), so the
      // browser takes the data as the contract types it, without zod in its first scripts.
      if (isSuccess(body)) return body.data;
      throw report(
        new ApiFailure(response.status, 50001, readErrorMessage(body) ?? response.statusText),
        init.quiet,
        sentUnder,
      );
    }
    const normalised = isFailure(body)
      ? new ApiFailure(
          response.status,
          body.code,
          readErrorMessage(body) ?? body.message,
          body.errors ?? {},
          retryAfterOf(body.data),
        )
      : new ApiFailure(
          response.status,
          response.status >= 500 ? unnamedServerError : 40001,
          readErrorMessage(body) ?? response.statusText,
        );
    throw report(normalised, init.quiet, sentUnder);
  }

  function report(failure: ApiFailure, quiet: boolean | undefined, sentUnder: unknown): ApiFailure {
    if (failure.status === 401) {
      if (options.session?.() === sentUnder) options.onUnauthorized?.(failure);
    }
    // A quiet call that is answered a named 5xx refusal (41431: the identity data service is
    // down) shows it itself; any other 5xx is the site-wide server error (spec §7).
    else if (failure.status >= 500 && !(quiet && failure.code !== unnamedServerError))
      options.onServerError?.(failure);
    else if (!quiet && failure.message) options.onMessage?.(failure.message);
    return failure;
  }

  /**
   * Calls one catalogue endpoint: the path, method and parts come from its definition, and the
   * answer is typed by its response contract.
   */
  function call<E extends EndpointDefinition>(
    definition: E,
    ...[input, init]: CallArguments<E>
  ): Promise<EndpointData<E>> {
    return requestEndpoint(definition, input, init) as Promise<EndpointData<E>>;
  }

  /**
   * Calls a catalogue endpoint whose answer is a server-sent event stream (`answer: 'stream'`)
   * and yields its events as they arrive. A refusal before the stream starts (the JSON envelope)
   * is thrown as an ApiFailure, as `call` does; aborting the signal stops reading.
   */
  async function* stream<E extends EndpointDefinition & { answer: 'stream' }>(
    definition: E,
    ...[input, init]: CallArguments<E>
  ): AsyncGenerator<StreamEvent> {
    const response = (await requestEndpoint(definition, input, init, { stream: true })) as Response;
    if (!response.body) return;
    yield* readEvents(response.body);
  }

  /** One request to a catalogue endpoint: its path, method and parts from its definition. */
  function requestEndpoint(
    definition: EndpointDefinition,
    input: unknown,
    init: CallOptions | undefined,
    extra: { stream?: boolean } = {},
  ): Promise<unknown> {
    const parts = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: unknown;
      body?: unknown;
      form?: FormData;
    };
    return request(definition.method, endpointPath(definition, parts.params), {
      query: encodeQuery(parts.query),
      ...(parts.form ? { body: parts.form } : parts.body !== undefined ? { body: parts.body } : {}),
      ...(init?.signal ? { signal: init.signal } : {}),
      ...(init?.quiet ? { quiet: true } : {}),
      ...(init?.onUploadProgress ? { onUploadProgress: init.onUploadProgress } : {}),
      ...extra,
    });
  }

  return { call, stream };
}

/** One server-sent event: its name and its data, parsed as JSON when it is JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits a text/event-stream body into events as its bytes arrive (blank line = end of event). */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A CR at a chunk's end may be the first half of a CRLF: it waits for the next chunk.
      const heldCr = !done && buffer.endsWith('\r');
      buffer = (heldCr ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf('\n\n');
      }
      if (heldCr) buffer += '\r';
      if (done) return;
    }
  } finally {
    // A reader that stops early (a stop button) lets go of the connection too.
    await reader.cancel().catch(() => undefined);
  }
}

function parseEvent(block: string): StreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  const text = data.join('\n');
  try {
    return { event, data: JSON.parse(text) as unknown };
  } catch {
    return { event, data: text };
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * How a call is made: `signal` aborts it; `quiet` leaves showing a refusal to the caller;
 * `onUploadProgress` follows the sending of a form's file (bytes sent of the total), for a progress bar.
 */
export interface CallOptions {
  signal?: AbortSignal;
  quiet?: boolean;
  onUploadProgress?: (sent: number, total: number) => void;
}

/** The input may be left out when the endpoint needs none. */
type CallArguments<E extends EndpointDefinition> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, init?: CallOptions]
    : [input: EndpointInput<E>, init?: CallOptions];

/** Query values as the relay reads them: lists comma-joined, and falsy values dropped (spec §3). */
function encodeQuery(query: unknown): Query {
  if (typeof query !== 'object' || query === null) return {};
  const encoded: Query = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) encoded[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      encoded[key] = value;
  }
  return encoded;
}

function retryAfterOf(data: unknown): number | undefined {
  const value = (data as { retry_after?: unknown } | null | undefined)?.retry_after;
  return typeof value === 'number' ? value : undefined;
}

function isSuccess(body: unknown): body is { code: 0; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 0;
}

function isFailure(
  body: unknown,
): body is Pick<TFailure, 'code' | 'message' | 'data'> & Partial<Pick<TFailure, 'errors'>> {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, errors } = body as Record<string, unknown>;
  return (
    typeof code === 'number' &&
    code > 0 &&
    typeof message === 'string' &&
    (errors === undefined || (typeof errors === 'object' && errors !== null))
  );
}
