import { defaultLanguage } from '@talkhire/config';
import {
  answerableStatuses,
  catalogueEntries,
  type EndpointDefinition,
  requestHeaderNames,
} from '@talkhire/contracts';
import { errorMessage } from '@talkhire/i18n';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { sessionCookies } from '../../http/session-cookies';
import { sampleOf } from './schema-sample';

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the relay, generated from the endpoint catalogue: each endpoint's
 * parameters, body and answer as JSON Schema (2020-12, as OpenAPI 3.1 uses), an example of each
 * generated from its schema, and every code it may refuse with, grouped by HTTP status, with the
 * English message of each.
 */
export function openApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { feature, name, definition } of catalogueEntries()) {
    const path = definition.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = operation(`${feature}.${name}`, feature, definition);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talkhire relay API',
      version: options.version,
      description:
        'Every HTTP endpoint of the relay. Answers are `{ code, message, data }`: code 0 with the data on success, ' +
        'a code of the catalogue (spec §8) with a localised message and per-field `errors` on refusal. ' +
        'Send `Country-Id` and `Language-Id` with every call; the session is the HttpOnly cookie set at sign-in.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: [...new Set(catalogueEntries().map((entry) => entry.feature))].map((name) => ({ name })),
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: sessionCookies.session },
      },
      schemas: { Failure: failureSchema },
    },
    paths,
  };
}

function operation(operationId: string, tag: string, definition: EndpointDefinition) {
  return {
    operationId,
    tags: [tag],
    summary: definition.summary,
    ...(definition.auth === 'anyone'
      ? {}
      : {
          security: [{ session: [] }],
          description: audienceNote[definition.auth],
        }),
    parameters: [
      ...parametersOf(definition.params, 'path'),
      ...parametersOf(definition.query, 'query'),
      ...localeHeaders,
    ],
    ...(definition.body ? { requestBody: jsonBody(definition.body) } : {}),
    ...(definition.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary' } },
                  required: ['file'],
                },
              },
            },
          },
        }
      : {}),
    responses: { ...successOf(definition), ...refusalsOf(definition) },
  };
}

const audienceNote = {
  anyone: '',
  seeker: 'Needs a signed-in job seeker.',
  boss: 'Needs a signed-in Boss (employer console).',
  member: 'Needs a signed-in job seeker or Boss.',
};

const localeHeaders = [requestHeaderNames.country, requestHeaderNames.language].map((name) => ({
  name,
  in: 'header',
  required: false,
  schema: { type: 'integer' },
  example: 1,
}));

function parametersOf(schema: z.ZodType | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
    example: sampleOf(property),
  }));
}

function jsonBody(schema: z.ZodType) {
  const json = toJsonSchema(schema, 'input');
  return { required: true, content: { 'application/json': { schema: json, example: sampleOf(json) } } };
}

function successOf(definition: EndpointDefinition) {
  switch (definition.answer ?? 'json') {
    case 'redirect':
      return { '302': { description: 'Redirects the browser (Location header).' } };
    case 'empty':
      return { '204': { description: 'Taken; no body.' } };
    case 'file':
      return {
        '200': {
          description: 'The file.',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      };
    case 'html':
      return {
        '200': { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
      };
    case 'text':
      return {
        '200': { description: 'Plain text.', content: { 'text/plain': { schema: { type: 'string' } } } },
      };
    case 'stream':
      return {
        '200': {
          description: 'Server-sent events (`event:` name, `data:` JSON), as they happen.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      };
    case 'xml':
      return {
        '200': {
          description: 'An XML document.',
          content: { 'application/xml': { schema: { type: 'string' } } },
        },
      };
    case 'document': {
      const schema = definition.response ? toJsonSchema(definition.response, 'output') : {};
      return {
        '200': {
          description: 'A JSON document, without the envelope.',
          content: { 'application/json': { schema, example: sampleOf(schema) } },
        },
      };
    }
    default: {
      const data = definition.response ? toJsonSchema(definition.response, 'output') : { type: 'null' };
      const schema = {
        type: 'object',
        properties: { code: { const: 0 }, message: { type: 'string' }, data },
        required: ['code', 'message', 'data'],
      };
      return {
        '200': {
          description: 'Success.',
          content: {
            'application/json': { schema, example: ok(sampleOf(data)) },
          },
        },
      };
    }
  }
}

function refusalsOf(definition: EndpointDefinition) {
  const byStatus = answerableStatuses(definition);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((code) => `${code}: ${errorMessage(defaultLanguage, code)}`).join('\n\n'),
        'x-error-codes': codes,
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Failure' },
            examples: Object.fromEntries(
              codes.map((code) => [
                String(code),
                { value: { code, message: errorMessage(defaultLanguage, code), errors: {} } },
              ]),
            ),
          },
        },
      },
    ]),
  );
}

const failureSchema = {
  type: 'object',
  properties: {
    code: { type: 'integer', description: 'A code of the catalogue (spec §8).' },
    message: { type: 'string', description: "The code's message in the request's language." },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'Per-field messages.',
    },
    data: { description: 'Extra values, such as `retry_after` (seconds) with 40006.' },
  },
  required: ['code', 'message', 'errors'],
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return json;
}
