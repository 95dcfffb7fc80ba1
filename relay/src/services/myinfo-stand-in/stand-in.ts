import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { relayDir } from '../../config/relay-dir';
import { addedPersonas, myInfoPersonas } from './personas';

/** What the relay needs to talk to the stand-in as it would to MyInfo's Test environment. */
export interface MyInfoStandIn {
  /** The provider's base URL: {url}/myinfo/v3/authorise, /token, /person/{uinfin}. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Our private key (MockPass's static service-provider key), a PEM file path. */
  privateKeyPath: string;
  /** MockPass's MyInfo signing certificate, a PEM file path. */
  certPath: string;
  /** False when another relay on this machine started it (this one only uses it). */
  ownServer: boolean;
  close(): Promise<void>;
}

/**
 * Starts GovTech's MockPass (MyInfo v3) on host:port with the Test environment's settings: the
 * Singpass login page with its personas, a client secret (token requests carry MyInfo's PKI
 * signature) and encrypted person data (a JWE to our key holding a JWS by MyInfo). Only its
 * Singpass v1 login and MyInfo parts are mounted. A small handler in front answers the
 * "unavailable" persona's person request with 503, so the relay meets a real provider failure.
 * MockPass is imported here, at run time only: nothing in production loads it.
 */
export async function startMyInfoStandIn(options: { host: string; port: number }): Promise<MyInfoStandIn> {
  // MockPass reads its client secret from the environment once, when its modules load: one secret
  // per process, kept for every stand-in started in it (tests start several).
  process.env.SERVICE_PROVIDER_MYINFO_SECRET ??= standInClientSecret;
  const mockpassDir = path.dirname(requireFromRelay.resolve('@opengovsg/mockpass/package.json'));
  const certs = path.join(mockpassDir, 'static/certs');
  const express = createRequire(path.join(mockpassDir, 'package.json'))('express') as ExpressFactory;
  const assertions = await import('@opengovsg/mockpass/lib/assertions.js');
  addPersonas(assertions);
  const { configOIDC, configMyInfo } = await import('@opengovsg/mockpass/lib/express/index.js');

  const app = express();
  const mockpassOptions = {
    serviceProvider: {
      cert: await readFile(path.join(certs, 'server.crt')),
      pubKey: await readFile(path.join(certs, 'key.pub')),
    },
    showLoginPage: () => true,
    encryptMyInfo: true,
    cryptoConfig: {},
    isStateless: false,
  };
  configOIDC(app, mockpassOptions);
  configMyInfo.consent(app, mockpassOptions);
  configMyInfo.v3(app, mockpassOptions);
  (app as unknown as { use(handler: unknown): void }).use(express.static(path.join(mockpassDir, 'public')));

  const server = createServer((req, res) => {
    if (isUnavailablePersonRequest(req)) return answerUnavailable(res);
    app(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    ...standInAt(`http://${options.host}:${port}`),
    ownServer: true,
    close: () => closeServer(server),
  };
}

/**
 * The stand-in another relay on this machine started on host:port (its port was taken): the same
 * MockPass keys and client secret, so this relay speaks to it as to its own, and a login started
 * on one relay can come back to the other.
 */
export function sharedMyInfoStandIn(options: { host: string; port: number }): MyInfoStandIn {
  return {
    ...standInAt(`http://${options.host}:${options.port}`),
    ownServer: false,
    close: async () => undefined,
  };
}

/**
 * The stand-in's client secret, the same for every relay on a machine (a relay whose stand-in port
 * is taken uses the one there). Nothing to hide: MockPass's keys are public, and production never
 * runs the stand-in. A process that set SERVICE_PROVIDER_MYINFO_SECRET keeps its own.
 */
const standInClientSecret = 'talkhire-myinfo-stand-in';

function standInAt(url: string): Omit<MyInfoStandIn, 'ownServer' | 'close'> {
  const certs = path.join(
    path.dirname(requireFromRelay.resolve('@opengovsg/mockpass/package.json')),
    'static/certs',
  );
  return {
    url,
    clientId: 'talkhire-myinfo-stand-in',
    clientSecret: process.env.SERVICE_PROVIDER_MYINFO_SECRET ?? standInClientSecret,
    privateKeyPath: path.join(certs, 'key.pem'),
    certPath: path.join(certs, 'spcp.crt'),
  };
}

type ExpressFactory = (() => ((req: IncomingMessage, res: ServerResponse) => void) &
  Record<string, unknown>) & {
  static(root: string): unknown;
};

const requireFromRelay = createRequire(path.join(relayDir, 'package.json'));

/**
 * The dataset is MockPass's module state: the added personas go into it (and into the login
 * page's list, built from it when MockPass loaded) once per process.
 */
function addPersonas(assertions: typeof import('@opengovsg/mockpass/lib/assertions.js')): void {
  const personas = assertions.myinfo.v3.personas;
  for (const added of addedPersonas) {
    if (personas[added.nric]) continue;
    const source = personas[added.from];
    if (!source) throw new Error(`MockPass has no persona ${added.from} to copy`);
    const copy = structuredClone(source);
    for (const [field, value] of Object.entries(added.changes)) copy[field] = { ...copy[field], ...value };
    copy.uinfin = { ...copy.uinfin, value: added.nric };
    copy.uuid = { ...copy.uuid, value: added.uuid };
    personas[added.nric] = copy;
    assertions.oidc.singPass.push({ nric: added.nric, uuid: added.uuid });
  }
}

function isUnavailablePersonRequest(req: IncomingMessage): boolean {
  const pathname = new URL(req.url ?? '/', 'http://stand-in').pathname;
  return (
    req.method === 'GET' && pathname.replace(/\/$/, '') === `/myinfo/v3/person/${myInfoPersonas.unavailable}`
  );
}

function answerUnavailable(res: ServerResponse): void {
  res.writeHead(503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 503, message: 'MyInfo is temporarily unavailable.' }));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
