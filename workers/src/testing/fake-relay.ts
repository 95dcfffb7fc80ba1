import { randomUUID } from 'node:crypto';
import type { TClientFrame, TServerFrame } from '@talkhire/contracts';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ChatSocket, ChatSocketHandlers } from '../chat-core';
import { ChatDatabase } from '../chat-db';

/** One socket the core opened; the test plays the relay on the other end. */
export class FakeSocket implements ChatSocket {
  readonly sent: TClientFrame[] = [];
  closed = false;
  /** How it ended: the code the core closed it with, or 1006 when the connection died. */
  closeCode: number | null = null;

  constructor(private readonly handlers: ChatSocketHandlers) {}

  send(data: string): void {
    if (this.closed) throw new Error('send on a closed socket');
    this.sent.push(JSON.parse(data) as TClientFrame);
  }

  close(code = 1000): void {
    if (this.closed) return;
    this.closed = true;
    this.closeCode = code;
    queueMicrotask(() => this.handlers.close(code));
  }

  /** The relay sends a frame. */
  deliver(frame: TServerFrame): void {
    if (!this.closed) this.handlers.message(JSON.stringify(frame));
  }

  /** The connection dies without a close handshake. */
  drop(): void {
    if (this.closed) return;
    this.closed = true;
    this.closeCode = 1006;
    this.handlers.close(1006);
  }

  framesOf<T extends TClientFrame['type']>(type: T): Extract<TClientFrame, { type: T }>[] {
    return this.sent.filter((f): f is Extract<TClientFrame, { type: T }> => f.type === type);
  }
}

/** Every socket a core opened, newest last. */
export function fakeConnector() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    connect: (handlers: ChatSocketHandlers) => {
      const socket = new FakeSocket(handlers);
      sockets.push(socket);
      return socket;
    },
    get latest(): FakeSocket {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket opened');
      return socket;
    },
  };
}

/** A fresh IndexedDB (fake-indexeddb) per test, so tests share nothing. */
export function memoryChatDatabase(factory: IDBFactory = new IDBFactory()): ChatDatabase {
  return new ChatDatabase(`chat-test-${randomUUID()}`, { indexedDB: factory, IDBKeyRange });
}

/** Polls until `check` stops throwing, as the store is written asynchronously. */
export async function eventually(check: () => unknown | Promise<unknown>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}
