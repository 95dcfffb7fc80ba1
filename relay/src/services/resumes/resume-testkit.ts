import type { FastifyInstance } from 'fastify';
import type { SignedInSeeker } from '../../testing/sign-in';

/** Files of each accepted kind, as small as their signatures allow. */
export const samplePdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body as a browser's FormData sends it. */
export function multipartForm(fields: { name: string; filename?: string; type?: string; bytes: Buffer }[]) {
  const boundary = '----talkhire-test-boundary';
  const parts = fields.map(({ name, filename, type, bytes }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
          filename === undefined ? '' : `; filename="${filename}"`
        }\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts one file (and plain fields before it) to an upload endpoint as the seeker. */
export function postFile(
  app: Pick<FastifyInstance, 'inject'>,
  seeker: SignedInSeeker,
  url: string,
  file: { name: string; filename: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, bytes: Buffer.from(value) })),
    file,
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, 'language-id': '1' },
    payload: body.payload,
    cookies: seeker.cookies,
  });
}
