import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { RouteSchemas } from '../zod-provider';
import {
  hostileFileNames,
  hostileStrings,
  hostileValue,
  leafPaths,
  unstorableStrings,
  withHostileLeaf,
} from './hostile-values';
import { arbitraryOf } from './zod-arbitrary';

export interface FuzzRoute {
  method: string;
  url: string;
  schema: RouteSchemas;
}

/** Who sends a request: nobody, or a signed-in seeker (so handlers past the auth check run). */
export type Persona = 'guest' | 'seeker';

export interface FuzzRequest {
  persona: Persona;
  request: InjectOptions;
}

/**
 * Requests for one route, built from its own contracts (and known-good `examples` of its body,
 * when there are some): a fifth fully valid, two fifths valid but for one hostile value in one
 * part (params, query, body or the locale headers), the rest hostile as a whole (broken JSON,
 * deep nesting, wrong content types, uploads with hostile names, hostile path segments, and now
 * and then a 10 MB string).
 */
export function requestsFor(route: FuzzRoute, examples: unknown[] = []): fc.Arbitrary<FuzzRequest> {
  const valid = partsOf(route, examples, null);
  const parts = (['params', 'querystring', 'body'] as const).filter((part) => route.schema[part]);
  const oneHostile = fc
    .constantFrom<HostilePart>(...parts, 'headers')
    .chain((part) => partsOf(route, examples, part));
  const request = fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: oneHostile },
    { weight: 3, arbitrary: wholeHostile(route, valid) },
  );
  return fc.record({ persona: fc.constantFrom<Persona>('guest', 'seeker'), request });
}

/**
 * How many values a route reads (1 + the most leaves among a few generated params, queries and
 * bodies): the suite gives routes runs in proportion, so a form of twelve fields gets enough
 * requests that each field meets hostile values.
 */
export function surfaceOf(route: FuzzRoute): number {
  let leaves = 0;
  for (const part of ['params', 'querystring', 'body'] as const) {
    const schema = route.schema[part];
    if (!schema) continue;
    const samples = fc.sample(arbitraryOf(schema), { numRuns: 10, seed: 1 });
    leaves += Math.max(...samples.map((sample) => leafPaths(sample).length));
  }
  return 1 + leaves;
}

type HostilePart = 'params' | 'querystring' | 'body' | 'headers';

// Built once: every route's hostile requests share the same two 10 MB strings.
const tenMegabytes = 'x'.repeat(10 * 1024 * 1024);
const tenMegabyteBody = {
  payload: JSON.stringify({ text: tenMegabytes }),
  headers: { 'content-type': 'application/json' },
};
const tenMegabyteQuery = `?query=${tenMegabytes}`;
const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);
const anyHostileString = [...unstorableStrings, ...hostileStrings];

/** Path, query, headers and body from the route's schemas; one value of `hostile` is hostile. */
function partsOf(
  route: FuzzRoute,
  examples: unknown[],
  hostile: HostilePart | null,
): fc.Arbitrary<InjectOptions> {
  const valuesOf = (part: 'params' | 'querystring' | 'body') => {
    const schema = route.schema[part];
    if (!schema) return fc.constant(undefined);
    const generated = arbitraryOf(schema);
    const valid =
      part === 'body' && examples.length ? fc.oneof(generated, fc.constantFrom(...examples)) : generated;
    return hostile === part ? withHostileLeaf(valid) : valid;
  };
  return fc
    .record({
      params: valuesOf('params'),
      query: valuesOf('querystring'),
      body: route.schema.body
        ? valuesOf('body').map((value) => jsonBody(value))
        : hasBody(route.method)
          ? bodyWithoutContract
          : fc.constant({ headers: {} }),
      headers: localeHeaders(hostile === 'headers'),
      wildcard: fc.oneof(fc.constantFrom('17.json', 'en.json', 'x'), fc.constantFrom(...anyHostileString)),
    })
    .map(({ params, query, body, headers, wildcard }) => ({
      method: route.method as InjectOptions['method'],
      url: pathOf(route.url, params, wildcard) + queryOf(query),
      ...body,
      headers: { ...headers, ...body.headers },
    }));
}

/** A request that breaks the route's contract as a whole rather than field by field. */
function wholeHostile(route: FuzzRoute, valid: fc.Arbitrary<InjectOptions>): fc.Arbitrary<InjectOptions> {
  const payloads: fc.Arbitrary<{ payload: string | Buffer; headers: Record<string, string> }> = fc.oneof(
    { weight: 30, arbitrary: fc.constantFrom(...brokenJson).map((payload) => ({ payload, headers: json })) },
    {
      weight: 20,
      arbitrary: hostileValue.map((value) => ({ payload: JSON.stringify(value) ?? 'null', headers: json })),
    },
    {
      weight: 20,
      arbitrary: fc.constantFrom(
        { payload: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { payload: '<x/>', headers: { 'content-type': 'application/xml' } },
        { payload: 'plain', headers: { 'content-type': 'text/plain' } },
        { payload: '{}', headers: { 'content-type': 'application/json; charset=latin-2' } },
        { payload: '{}', headers: { 'content-type': '\u00ff/\u00ff' } },
      ),
    },
    { weight: 20, arbitrary: multipartBody },
    // A few only: each one is slow to build and to refuse.
    { weight: 1, arbitrary: fc.constant(tenMegabyteBody) },
  );
  const hostileQuery = fc.oneof(
    {
      weight: 200,
      arbitrary: fc
        .dictionary(fc.constantFrom('query', 'page', 'size', 'id', '__proto__', '%00'), hostileValue, {
          maxKeys: 3,
        })
        .map(queryOf),
    },
    { weight: 1, arbitrary: fc.constant(tenMegabyteQuery) },
  );
  return fc.oneof(
    // The body broken, the rest valid.
    fc.tuple(valid, payloads).map(([request, body]) => ({
      ...request,
      payload: body.payload,
      headers: { ...request.headers, ...body.headers },
    })),
    // A hostile query string on a valid path.
    fc.tuple(valid, hostileQuery).map(([request, query]) => ({
      ...request,
      url: `${String(request.url).split('?')[0]}${query}`,
    })),
    // Hostile path parameters: traversal, NUL, broken percent-encoding, very long.
    fc
      .tuple(
        valid,
        fc.constantFrom(...anyHostileString, '%', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '9'.repeat(120)),
      )
      .map(([request, segment]) => {
        // Broken percent-encodings go as they are; everything else as a client would encode it.
        const raw = segment.includes('%') ? segment : encodeText(segment);
        return { ...request, url: route.url.replace(/:\w+/g, () => raw).replace('*', () => raw) };
      }),
  );
}

const json = { 'content-type': 'application/json' };

const brokenJson = [
  '{"a":',
  '{',
  '}',
  '',
  'null',
  '[]',
  '"text"',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  '{"n":1e400}',
  '{"n":-0}',
  '\ufeff{}',
];

const pdfBytes = Buffer.from(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'latin1',
);
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** Multipart uploads: the fields the upload routes read, with hostile names and contents. */
const multipartBody = fc
  .record({
    field: fc.constantFrom('file', 'files', 'attachment', '', 'file\u0000'),
    filename: fc.oneof(
      fc.constantFrom('cv.pdf', 'photo.png', 'cv.docx'),
      fc.constantFrom(...hostileFileNames),
    ),
    content: fc.oneof(
      fc.constant(pdfBytes),
      fc.constant(pngBytes),
      fc.constant(Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    ),
    nameField: fc.option(fc.constantFrom(...hostileFileNames, 'brief.pdf'), { nil: undefined }),
    closed: fc.boolean(),
  })
  .map(({ field, filename, content, nameField, closed }) => {
    const boundary = 'fuzzBoundary0123456789';
    const parts = [
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          'content-type: application/octet-stream\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    ];
    if (nameField !== undefined)
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="filename"\r\n\r\n${nameField}\r\n`,
        ),
      );
    // An upload that breaks off before its closing boundary.
    if (closed) parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  });

/** A POST without a contract: nothing, an upload (the upload routes read one), or stray JSON. */
const bodyWithoutContract: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> =
  fc.oneof(fc.constant({ headers: {} }), fc.constant({ payload: '{}', headers: json }), multipartBody);

/** Language-Id, Country-Id and cookies as a client sends them, or nonsense. */
function localeHeaders(hostile: boolean): fc.Arbitrary<Record<string, string>> {
  if (!hostile)
    return fc.record({
      'language-id': fc.constantFrom('1', '4', '10'),
      'country-id': fc.constantFrom('167', '203', '225'),
    });
  return fc.record({
    'language-id': fc.constantFrom('0', '-1', '99', '1e308', 'NaN', 'en', ' 1', '1.5', '%00'),
    'country-id': fc.constantFrom('0', '-5', '2147483648', 'ph', '167abc', ''),
    cookie: fc.constantFrom(
      'country=%00',
      'country=..%2F..%2Fetc',
      'country=__proto__',
      'uuid=%00',
      'sessionid=%ED%A0%80',
    ),
  });
}

function jsonBody(value: unknown): { payload?: string; headers: Record<string, string> } {
  if (value === undefined) return { headers: {} };
  return { payload: JSON.stringify(value), headers: json };
}

function pathOf(url: string, params: unknown, wildcard: string): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return url
    .replace(/:(\w+)/g, (_, name: string) => encodeText(textOf(values[name] ?? '1')) || '%20')
    .replace('*', wildcard.split('/').map(encodeText).join('/'));
}

function queryOf(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) pairs.push(`${encodeText(key)}=${encodeText(textOf(item))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Percent-encoding as a hostile client writes it: a lone surrogate, which encodeURIComponent
 * refuses, goes out as the three bytes of its code unit (what CESU-8 would send).
 */
function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(char);
  }
  return out;
}
