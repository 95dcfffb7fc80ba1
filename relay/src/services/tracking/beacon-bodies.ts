import type { FastifyInstance } from 'fastify';

/** A beacon batch is at most 100 small events; far above that is not one. */
const beaconBodyLimit = 256 * 1024;

/**
 * navigator.sendBeacon with a string sends it as `text/plain;charset=UTF-8` (a Blob typed
 * application/json would make the browser send a CORS preflight it cannot wait for): the body is
 * still JSON, read here for the beacon routes only. Broken JSON is a SyntaxError, which the error
 * handler answers 400 / 40001 like a broken JSON body.
 */
export function acceptBeaconBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  // Fastify's own JSON parser, so a beacon's __proto__ or constructor key is refused as any body's is.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: beaconBodyLimit },
    app.getDefaultJsonParser('error', 'error'),
  );
}
