import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localKey, localTextKey } from './local-store';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A storage that refuses everything, as a full or disabled one does. */
const refusing = {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem() {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('denied', 'SecurityError');
  },
};

const counter = localKey('counter', z.object({ count: z.number() }));

describe('local store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes values as JSON and reads them back', () => {
    const storage = new MemoryStorage();
    expect(counter.write({ count: 3 }, storage)).toBe(true);
    expect(storage.items.get('counter')).toBe('{"count":3}');
    expect(counter.read(storage)).toEqual({ count: 3 });
    counter.remove(storage);
    expect(storage.items.has('counter')).toBe(false);
    expect(counter.read(storage)).toBeUndefined();
  });

  it('reads nothing from text that is not JSON or not of the schema', () => {
    const storage = new MemoryStorage();
    storage.setItem('counter', '{not json');
    expect(counter.read(storage)).toBeUndefined();
    storage.setItem('counter', '{"count":"three"}');
    expect(counter.read(storage)).toBeUndefined();
  });

  it('keeps text keys as the bare text others read', () => {
    const storage = new MemoryStorage();
    const uuid = localTextKey('uuid', z.string().uuid());
    expect(uuid.write('0b6e8c3a-5f1d-4c1e-9a57-3f1f1f0c9e21', storage)).toBe(true);
    expect(storage.items.get('uuid')).toBe('0b6e8c3a-5f1d-4c1e-9a57-3f1f1f0c9e21');
    expect(uuid.read(storage)).toBe('0b6e8c3a-5f1d-4c1e-9a57-3f1f1f0c9e21');
    storage.setItem('uuid', 'not-a-uuid');
    expect(uuid.read(storage)).toBeUndefined();
  });

  it('never throws when storage refuses (private mode, quota)', () => {
    expect(counter.read(refusing)).toBeUndefined();
    expect(counter.write({ count: 1 }, refusing)).toBe(false);
    expect(() => counter.remove(refusing)).not.toThrow();
  });

  it('uses the browser storage by default, and does without it where there is none', () => {
    expect(counter.read()).toBeUndefined();
    expect(counter.write({ count: 1 })).toBe(false);
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(counter.write({ count: 2 })).toBe(true);
    expect(counter.read()).toEqual({ count: 2 });
    expect(storage.items.get('counter')).toBe('{"count":2}');
  });

  it('does without a storage whose very property throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(counter.read()).toBeUndefined();
      expect(counter.write({ count: 1 })).toBe(false);
      expect(() => counter.remove()).not.toThrow();
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
