/**
 * One named key of the browser's local storage and the shape of what it holds. Storage may be
 * missing (private mode, blocked cookies), full, or hold what an older version or a person wrote:
 * reading then gives undefined and writing false, so no caller crashes on storage. Each call may
 * name another storage (tests pass an in-memory one); by default it is the browser's.
 */
export interface LocalKey<T> {
  readonly name: string;
  /** The stored value if there is one and it matches the schema. */
  read(storage?: Pick<Storage, 'getItem'>): T | undefined;
  /** Whether the value was stored. */
  write(value: T, storage?: Pick<Storage, 'setItem'>): boolean;
  remove(storage?: Pick<Storage, 'removeItem'>): void;
}

/**
 * How a stored value is checked when read back: a zod schema, or on the public pages' first
 * scripts, which leave zod out, a small check of the same form (`checkedBy`).
 */
export interface ValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A check from a type guard, for values simple enough to need no schema. */
export function checkedBy<T>(guard: (value: unknown) => value is T): ValueCheck<T> {
  return { safeParse: (value) => (guard(value) ? { success: true, data: value } : { success: false }) };
}

/** A key whose value is kept as JSON and checked against the schema when read back. */
export function localKey<T>(name: string, schema: ValueCheck<T>): LocalKey<T> {
  return keyOf(name, schema, JSON.stringify, JSON.parse);
}

/**
 * A key whose value is kept as the bare text, for keys others read or write as well: spec §4's
 * 'uuid' is also the cookie's value, and the profile flags are set by other flows.
 */
export function localTextKey<T extends string>(name: string, schema: ValueCheck<T>): LocalKey<T> {
  return keyOf(name, schema, String, (raw) => raw);
}

function keyOf<T>(
  name: string,
  schema: ValueCheck<T>,
  encode: (value: T) => string,
  decode: (raw: string) => unknown,
): LocalKey<T> {
  return {
    name,
    read(storage = browserStorage()) {
      try {
        const raw = storage?.getItem(name);
        if (raw === null || raw === undefined) return undefined;
        const parsed = schema.safeParse(decode(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        // Unreadable text or a storage that refuses to be read: as if nothing were stored.
        return undefined;
      }
    },
    write(value, storage = browserStorage()) {
      try {
        storage?.setItem(name, encode(value));
        return storage !== undefined;
      } catch {
        // Quota exceeded or storage disabled: the page goes on without remembering.
        return false;
      }
    },
    remove(storage = browserStorage()) {
      try {
        storage?.removeItem(name);
      } catch {
        // Storage refused: the caller could do nothing better about it.
      }
    },
  };
}

/** The browser's local storage, if this page may use it: merely reading the property can throw. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
