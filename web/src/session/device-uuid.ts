import { readCookie, writeCookie } from './cookies';

const key = 'uuid';

/** Spec §4: the device uuid is generated once and kept in local storage 'uuid' and in a cookie. */
export function deviceUuid(): string {
  const existing = localStorage.getItem(key) ?? readCookie(key);
  const uuid = existing && /^[0-9a-f-]{36}$/i.test(existing) ? existing : crypto.randomUUID();
  if (localStorage.getItem(key) !== uuid) localStorage.setItem(key, uuid);
  if (readCookie(key) !== uuid) writeCookie(key, uuid);
  return uuid;
}
