import { chatLimits, ZClientFrame } from '@talkhire/contracts';
import fc from 'fast-check';
import { hostileStrings, unstorableStrings, withHostileLeaf } from './hostile-values';
import { arbitraryOf } from './zod-arbitrary';

/** A frame as it goes on the wire: text, or bytes sent as a binary frame. */
export type WireFrame = string | Buffer;

/**
 * Chat socket frames from the client frame contract, half of them aimed at a real chat so sends,
 * reads, member actions and hellos' cursors reach the database, mixed with hostile ones: NUL and
 * lone surrogates in message text, bidi overrides (which must pass), broken JSON, binary frames,
 * deep nesting, malformed and oversized hellos, and frames over the 16 KiB limit.
 */
export function framesFor(chatId: number): fc.Arbitrary<WireFrame> {
  const aimed = (frame: unknown) => {
    if (frame === null || typeof frame !== 'object') return frame;
    if ('chat_id' in frame) return { ...frame, chat_id: chatId };
    // A hello's first cursor names the chat, at a position inside its log or far past it.
    if ('cursors' in frame && Array.isArray(frame.cursors) && frame.cursors.length > 0) {
      const [first, ...rest] = frame.cursors as [number, number][];
      return { ...frame, cursors: [[chatId, first![1]], ...rest] };
    }
    return frame;
  };
  const valid = arbitraryOf(ZClientFrame).chain((frame) => fc.constantFrom(frame, aimed(frame)));
  const mixed = withHostileLeaf(arbitraryOf(ZClientFrame).map(aimed));
  const textSend = (text: string) =>
    fc
      .uuid({ version: 4 })
      .map((clientId) =>
        JSON.stringify({ type: 'send', client_id: clientId, chat_id: chatId, body: { kind: 'text', text } }),
      );
  const hostile: fc.Arbitrary<WireFrame> = fc.oneof(
    fc.constantFrom(...unstorableStrings, ...hostileStrings).chain(textSend),
    fc.constantFrom(
      '',
      '{',
      'null',
      '[]',
      '{"type":"send"}',
      '{"type":"__proto__"}',
      '{"type":"hello","last_seq":1e308}',
      '{"type":"hello","cursors":[[1,1e308]]}',
      '{"type":"hello","cursors":[[1e308,1]]}',
      '{"type":"hello","cursors":[[1]],"more":true}',
      '{"type":"hello","cursors":{"1":1}}',
      `{"type":"hello","cursors":[[${chatId},0]]}`,
      `{"type":"hello","cursors":[[${chatId},1],[${chatId},-1]]}`,
      `{"type":"hello","cursors":[[${chatId},1]],"more":true}`,
      JSON.stringify({
        type: 'hello',
        cursors: Array.from({ length: chatLimits.helloCursorsMax + 1 }, (_, n) => [n + 1, 0]),
      }),
      '{"type":"read","chat_id":-1,"up_to_seq":9007199254740993}',
      `${'['.repeat(7_000)}${']'.repeat(7_000)}`,
      JSON.stringify({ type: 'ping', pad: 'x'.repeat(chatLimits.frameBytesMax + 1) }),
    ),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((frame) => JSON.stringify(frame)) },
    { weight: 3, arbitrary: mixed.map((frame) => JSON.stringify(frame) ?? 'undefined') },
    { weight: 3, arbitrary: hostile },
  );
}
