import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isProduction, type RelayConfig } from '../../config/config';

/** Everything needed to talk to MyInfo and to keep its data, or why the feature is refused. */
export type IdentitySetup =
  | { available: true; myInfo: MyInfoSettings; dataKey: Buffer }
  | { available: false; reason: string };

export interface MyInfoSettings {
  /** Base URL: {url}/myinfo/v3/authorise, /token, /person/{uinfin}. */
  url: string;
  clientId: string;
  clientSecret: string;
  purpose: string;
  /** Ours: signs requests (PKI_SIGN) and decrypts the person data. */
  privateKey: KeyObject;
  /** MyInfo's: the access token and the person data are signed with it. */
  providerKey: KeyObject;
}

/**
 * Reads the MyInfo settings and the data key once, at start. Without MYINFO_URL or
 * IDENTITY_DATA_KEY in production the feature is refused (never a pretend success); outside
 * production a missing data key is made once and kept in DATA_DIR/identity-data.key.
 */
export async function identitySetupOf(config: RelayConfig): Promise<IdentitySetup> {
  const missing = (
    ['MYINFO_URL', 'MYINFO_CLIENT_ID', 'MYINFO_CLIENT_SECRET', 'MYINFO_PRIVATE_KEY', 'MYINFO_CERT'] as const
  ).filter((name) => !config[name]);
  if (missing.length > 0)
    return { available: false, reason: `Identity verification is off: ${missing.join(', ')} not set.` };
  if (!config.IDENTITY_DATA_KEY && isProduction(config))
    return { available: false, reason: 'Identity verification is off: IDENTITY_DATA_KEY not set.' };
  const [privatePem, certPem, dataKey] = await Promise.all([
    readFile(config.MYINFO_PRIVATE_KEY as string, 'utf8'),
    readFile(config.MYINFO_CERT as string, 'utf8'),
    config.IDENTITY_DATA_KEY
      ? Buffer.from(config.IDENTITY_DATA_KEY, 'base64')
      : localDataKey(config.DATA_DIR),
  ]);
  return {
    available: true,
    dataKey,
    myInfo: {
      url: (config.MYINFO_URL as string).replace(/\/+$/, ''),
      clientId: config.MYINFO_CLIENT_ID as string,
      clientSecret: config.MYINFO_CLIENT_SECRET as string,
      purpose: config.MYINFO_PURPOSE,
      privateKey: createPrivateKey(privatePem),
      providerKey: createPublicKey(certPem),
    },
  };
}

/** Outside production only: the key made on first start, kept beside the embedded database. */
async function localDataKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'identity-data.key');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null) {
    const key = Buffer.from(existing.trim(), 'base64');
    if (key.length === 32) return key;
    throw new Error(`${file} does not hold a 32-byte base64 key`);
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  // 'wx': a second relay starting at the same moment keeps the first one's key.
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    const written = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    key.set(written);
  });
  return key;
}
