import { checkedBy, localTextKey } from '../ui/local-store';
import { readCookie, writeCookie } from './cookies';

const key = 'uuid';
const isDeviceUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value);
const stored = localTextKey(key, checkedBy(isDeviceUuid));

/** Spec §4: the device uuid is generated once and kept in local storage 'uuid' and in a cookie. */
export function deviceUuid(): string {
  const kept = stored.read();
  const fromCookie = readCookie(key);
  const uuid = kept ?? (isDeviceUuid(fromCookie) ? fromCookie : crypto.randomUUID());
  if (kept !== uuid) stored.write(uuid);
  if (readCookie(key) !== uuid) writeCookie(key, uuid);
  return uuid;
}
