import type { StoredChat, StoredMessage } from '@talkhire/workers';
import { describe, expect, it } from 'vitest';
import { type ChatRow, visibleRows } from './chat-rows';

function row(
  id: number,
  options: {
    state?: Partial<NonNullable<StoredChat['state']>>;
    last?: string;
    unread?: number;
    job?: number;
  } = {},
): ChatRow {
  const chat: StoredChat = {
    id,
    jobseeker_id: 1,
    recruiter_id: id,
    recruiter_user_id: 100 + id,
    job_id: options.job ?? null,
    company_id: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    read_up_to: {},
    ...(options.state
      ? {
          state: {
            chat_id: id,
            pinned: false,
            muted: false,
            not_interested: false,
            deleted: false,
            cleared_up_to: 0,
            ...options.state,
          },
        }
      : {}),
  };
  const last: StoredMessage | undefined = options.last
    ? {
        client_id: `c${id}`,
        chat_id: id,
        chat_seq: 1,
        sender_user_id: 2,
        body: { kind: 'text', text: 'hi' },
        sent_at: options.last,
        state: 'sent',
      }
    : undefined;
  return { chat, last, unread: options.unread ?? 0 };
}

const ids = (rows: ChatRow[]) => rows.map((r) => r.chat.id);

describe('conversation list', () => {
  const rows = [
    row(1, { last: '2026-11-20T10:00:00Z', job: 7 }),
    row(2, { last: '2026-11-21T10:00:00Z', unread: 2 }),
    row(3, { last: '2026-11-19T10:00:00Z', state: { pinned: true } }),
    row(4, { last: '2026-11-22T10:00:00Z', state: { not_interested: true } }),
    row(5, { state: { deleted: true, cleared_up_to: 4 } }),
    row(6, { last: '2026-11-22T11:00:00Z', state: { deleted: true, cleared_up_to: 4 }, job: 7 }),
  ];
  it('puts pinned chats first, then the most recent, and keeps the not-interested folder apart', () => {
    expect(ids(visibleRows(rows, { kind: 'all' }))).toEqual([3, 6, 2, 1]);
    expect(ids(visibleRows(rows, { kind: 'not_interested' }))).toEqual([4]);
  });
  it('filters unread chats and chats about one job', () => {
    expect(ids(visibleRows(rows, { kind: 'unread' }))).toEqual([2]);
    expect(ids(visibleRows(rows, { kind: 'job', jobId: 7 }))).toEqual([6, 1]);
  });
  it('hides a deleted chat until a newer message arrives', () => {
    expect(ids(visibleRows(rows, { kind: 'all' }))).not.toContain(5);
    expect(ids(visibleRows(rows, { kind: 'all' }))).toContain(6);
  });
});
