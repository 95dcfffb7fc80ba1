import { z } from 'zod';
import { localTextKey } from '../ui/local-store';
import { readCookie, writeCookie } from './cookies';

const key = 'uuid';
const ZDeviceUuid = z.string().regex(/^[0-9a-f-]{36}$/i);
const stored = localTextKey(key, ZDeviceUuid);

/** Spec §4: the device uuid is generated once and kept in local storage 'uuid' and in a cookie. */
export function deviceUuid(): string {
  const kept = stored.read();
  const fromCookie = ZDeviceUuid.safeParse(readCookie(key));
  const uuid = kept ?? (fromCookie.success ? fromCookie.data : crypto.randomUUID());
  if (kept !== uuid) stored.write(uuid);
  if (readCookie(key) !== uuid) writeCookie(key, uuid);
  return uuid;
}
