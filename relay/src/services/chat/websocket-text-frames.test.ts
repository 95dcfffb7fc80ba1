import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrames } from './websocket-text-frames';

let server: WebSocketServer;
beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The frames written straight to a socket, as a client reads them (ws's parser, as a browser's). */
async function readFrames(texts: string[]): Promise<string[]> {
  server.once('connection', (socket) => {
    (socket as unknown as { _socket: Duplex })._socket.write(textFrames(texts));
  });
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const read: string[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('message', (data, isBinary) => {
      read.push(isBinary ? '(binary)' : String(data));
      if (read.length === texts.length) resolve();
    });
    client.on('error', reject);
  });
  client.close();
  return read;
}

describe('text frames written by the relay', () => {
  it('reads back as the same texts, in order, whatever their length', async () => {
    const texts = [
      '{"type":"pong"}',
      '',
      'x'.repeat(125),
      'x'.repeat(126),
      'y'.repeat(65_535),
      'z'.repeat(65_536),
    ];
    expect(await readFrames(texts)).toEqual(texts);
  });

  it('measures a frame in UTF-8 bytes, not characters', async () => {
    // 125 characters that are 126 bytes: the length must take its two-byte form.
    const texts = ['مرحبا 👋 你好', `${'a'.repeat(124)}é`, '😀'.repeat(40)];
    expect(await readFrames(texts)).toEqual(texts);
  });

  it('writes nothing for no texts', () => {
    expect(textFrames([]).length).toBe(0);
  });
});
