import { describe, expect, it } from 'vitest';
import { answeredSend, chatLimits, parseClientFrame, ZChatMessageBody, ZServerFrame } from './chat-frames';

const clientId = '0b7e5c6a-3f1d-4c2e-9a8b-1d2e3f4a5b6c';
const send = (body: unknown) => JSON.stringify({ type: 'send', client_id: clientId, chat_id: 7, body });

describe('chat socket frames', () => {
  it('parses each client frame by its type', () => {
    expect(parseClientFrame('{"type":"hello","cursors":[[4,12]]}')).toEqual({
      type: 'hello',
      cursors: [[4, 12]],
    });
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientFrame('{"type":"read","chat_id":7,"up_to_seq":12}')).toMatchObject({ up_to_seq: 12 });
    expect(parseClientFrame(send({ kind: 'text', text: '  Hello  ' }))).toMatchObject({
      body: { kind: 'text', text: 'Hello' },
    });
  });

  it('refuses what is not JSON, an unknown type, extra keys and a send without a UUID client id', () => {
    expect(parseClientFrame('hello')).toBeNull();
    expect(parseClientFrame('{"type":"subscribe"}')).toBeNull();
    expect(parseClientFrame('{"type":"ping","admin":true}')).toBeNull();
    expect(parseClientFrame('{"type":"hello","cursors":[[4,-1]]}')).toBeNull();
    const tooMany = Array.from({ length: chatLimits.helloCursorsMax + 1 }, (_, i) => [i + 1, 1]);
    expect(parseClientFrame(JSON.stringify({ type: 'hello', cursors: tooMany }))).toBeNull();
    expect(
      parseClientFrame(
        JSON.stringify({ type: 'send', client_id: 'x1', chat_id: 7, body: { kind: 'text', text: 'a' } }),
      ),
    ).toBeNull();
  });

  it('refuses a frame holding NUL or a lone surrogate anywhere, and keeps bidi overrides as text', () => {
    expect(parseClientFrame(send({ kind: 'text', text: 'hi\u0000there' }))).toBeNull();
    expect(parseClientFrame(send({ kind: 'text', text: 'hi \ud800' }))).toBeNull();
    expect(parseClientFrame('{"type":"ping","\\u0000":1}')).toBeNull();
    // A lone surrogate in the text itself rather than escaped (a frame not read from UTF-8 bytes).
    const raw = `{"type":"send","client_id":"${clientId}","chat_id":1,"body":{"kind":"text","text":"hi \ud800"}}`;
    expect(parseClientFrame(raw)).toBeNull();
    expect(parseClientFrame(raw.replace('\ud800', 'there'))).not.toBeNull();
    expect(parseClientFrame(send({ kind: 'text', text: '\u202eمرحبا\u202c 👋' }))).toMatchObject({
      body: { text: '\u202eمرحبا\u202c 👋' },
    });
  });

  it('holds a text message to 1 to 2,000 characters after trimming', () => {
    expect(ZChatMessageBody.safeParse({ kind: 'text', text: 'a'.repeat(chatLimits.textMax) }).success).toBe(
      true,
    );
    expect(
      ZChatMessageBody.safeParse({ kind: 'text', text: 'a'.repeat(chatLimits.textMax + 1) }).success,
    ).toBe(false);
    expect(ZChatMessageBody.safeParse({ kind: 'text', text: '   ' }).success).toBe(false);
  });

  it('takes one emoji sequence as an emoji message, not words', () => {
    expect(ZChatMessageBody.safeParse({ kind: 'emoji', emoji: '👍' }).success).toBe(true);
    expect(ZChatMessageBody.safeParse({ kind: 'emoji', emoji: '👩‍💻' }).success).toBe(true);
    expect(ZChatMessageBody.safeParse({ kind: 'emoji', emoji: 'hi' }).success).toBe(false);
  });

  it('keeps files within 20 MB (spec 41007)', () => {
    const file = { kind: 'file', file_id: clientId, name: 'cv.pdf', mime: 'application/pdf' };
    expect(ZChatMessageBody.safeParse({ ...file, size: 20 * 1024 * 1024 }).success).toBe(true);
    expect(ZChatMessageBody.safeParse({ ...file, size: 20 * 1024 * 1024 + 1 }).success).toBe(false);
  });

  it('tells which send a frame answers: an ack or a sent frame, never a message event', () => {
    const sentAt = '2026-11-29T08:00:00.000Z';
    expect(answeredSend({ type: 'ack', client_id: clientId, seq: 3, message_id: 9, sent_at: sentAt })).toBe(
      clientId,
    );
    const sent = { chat_id: 1, seq: 3, after: 2, client_id: clientId, message_id: 9, chat_seq: 2 };
    expect(answeredSend({ type: 'sent', ...sent, sent_at: sentAt })).toBe(clientId);
    const message = {
      id: 9,
      chat_id: 1,
      chat_seq: 2,
      sender_user_id: 5,
      client_id: clientId,
      body: { kind: 'text' as const, text: 'hi' },
      sent_at: sentAt,
    };
    // Another tab's send, or the other member's: the event of a message this socket did not send.
    expect(
      answeredSend({ type: 'event', chat_id: 1, seq: 3, after: 2, event: { type: 'message', message } }),
    ).toBeNull();
    expect(answeredSend({ type: 'pong' })).toBeNull();
    expect(answeredSend({ type: 'synced' })).toBeNull();
  });

  it('describes server frames the worker can check', () => {
    const ack = {
      type: 'ack',
      client_id: clientId,
      seq: 3,
      message_id: 9,
      sent_at: '2026-11-22T03:00:00.000Z',
    };
    expect(ZServerFrame.parse(ack)).toEqual(ack);
    expect(
      ZServerFrame.safeParse({ type: 'push', push_type: 'jobseeker_redirect', chat_id: 4 }).success,
    ).toBe(true);
    expect(
      ZServerFrame.safeParse({ type: 'event', chat_id: 4, seq: 1, after: 0, event: { type: 'unknown' } })
        .success,
    ).toBe(false);
  });
});
