import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultLanguage } from '@talkhire/config';
import { errorCodes, fieldMessageOf, type TFailure } from '@talkhire/contracts';
import { errorMessage, translate } from '@talkhire/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { resolveLocale } from './locale';
import { drainUnreadBodies } from './unread-body';
import { ContractError } from './zod-provider';

/**
 * One place turns every failure into the spec's failure envelope: contract violations and
 * framework parse errors become 4xx with code 40001 and per-field messages; refusals keep their
 * code; anything unexpected is logged and answered 500 / 50001 without details.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerFailure);
  drainUnreadBodies(app);

  app.setNotFoundHandler((request, reply) => {
    const { status, body } = toFailure(ApiError.notFound(), request);
    return sendFailure(reply, status, body);
  });
}

/**
 * Fastify options for what fails before any route or hook: the router's refusals (a path that is
 * not valid percent-encoding, a path segment over `maxParamLength`) go through the same answer as
 * everything else, and what Node's HTTP parser refuses (a 10 MB query string, broken headers)
 * still gets a catalogue code, in English since no header of it could be read.
 */
export const edgeErrorOptions = {
  frameworkErrors: answerFailure,
  clientErrorHandler: (error: Error & { code?: string }, socket: Duplex) => {
    // A reset or a closed socket has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = tooLarge ? 'field.body_too_large' : 'field.invalid_format';
    const body = JSON.stringify({
      code: errorCodes.parameterInvalid,
      message: errorMessage(defaultLanguage, errorCodes.parameterInvalid),
      errors: { request: [translate(defaultLanguage, 'errors', reason)] },
    } satisfies TFailure);
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    socket.destroy(error);
  },
};

function answerFailure(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toFailure(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return sendFailure(reply, status, body);
}

function sendFailure(reply: FastifyReply, status: number, body: TFailure) {
  const retryAfter = (body.data as { retry_after?: number } | undefined)?.retry_after;
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  return reply.status(status).header('cache-control', 'no-store').send(body);
}

function toFailure(error: unknown, request: FastifyRequest): { status: number; body: TFailure } {
  const { language } = request.locale ?? resolveLocale(request);
  const message = (code: number, values?: Record<string, string | number>) =>
    errorMessage(language, code, values);
  const field = (key: string, values?: Record<string, string | number>) =>
    translate(language, 'errors', key, values);

  if (error instanceof ApiError) {
    const errors = Object.fromEntries(
      Object.entries(error.options.fields ?? {}).map(([name, keys]) => [
        name,
        keys.map((k) => field(k, error.options.values)),
      ]),
    );
    return {
      status: error.status,
      body: {
        code: error.code,
        message: error.options.messageKey
          ? field(error.options.messageKey, error.options.values)
          : message(error.code, error.options.values),
        errors,
        // A countdown needs the number, not only the sentence that contains it.
        ...(error.options.values?.retry_after !== undefined
          ? { data: { retry_after: error.options.values.retry_after } }
          : {}),
      },
    };
  }
  const invalid = (status: number, errors: Record<string, string[]>) => ({
    status,
    body: { code: errorCodes.parameterInvalid, message: message(errorCodes.parameterInvalid), errors },
  });
  const contractError = findContractError(error);
  if (contractError) return invalid(422, issuesToFields(contractError, field));

  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_BAD_URL':
      return invalid(400, { url: [field('field.invalid_format')] });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // No resource has a path segment that long: the same answer as any unknown path.
      return toFailure(ApiError.notFound(), request);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return invalid(413, { body: [field('field.body_too_large')] });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return invalid(415, { body: [field('field.unsupported_media_type')] });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalid(400, { body: [field('field.malformed_json')] });
  }
  if (error instanceof SyntaxError || fastifyError.statusCode === 400) {
    return invalid(400, { body: [field('field.malformed_json')] });
  }
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: {
        code: errorCodes.tooManyAttempts,
        message: message(errorCodes.tooManyAttempts, { retry_after: 60 }),
        errors: {},
      },
    };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return invalid(fastifyError.statusCode, {});
  }
  return {
    status: 500,
    body: { code: errorCodes.internalError, message: message(errorCodes.internalError), errors: {} },
  };
}

function findContractError(error: unknown): ContractError | undefined {
  if (error instanceof ContractError) return error;
  const validation = (error as { validation?: unknown[] }).validation;
  const first = Array.isArray(validation) ? validation[0] : undefined;
  return first instanceof ContractError ? first : undefined;
}

function issuesToFields(
  error: ContractError,
  field: (key: string, values?: Record<string, string | number>) => string,
) {
  // Field names come from the request (a query key may be '__proto__'): no inherited keys.
  const out: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : error.part;
    // The same reading of an issue as the web's forms do (contracts' field-message.ts).
    const { key, values } = fieldMessageOf(issue);
    out[name] = [...(out[name] ?? []), field(key, values)];
  }
  return out;
}
