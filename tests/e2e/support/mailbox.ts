import { type APIRequestContext, expect } from '@playwright/test';

/** A message of the dev mailbox (mail and SMS land there when no SMTP or SMS gateway is set). */
export interface MailboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
}

async function messagesFor(request: APIRequestContext, recipient: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox/messages?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: MailboxMessage[] }).data;
}

/** The newest message id for a recipient (0 when none), to wait for a later one. */
export async function lastMessageId(request: APIRequestContext, recipient: string): Promise<number> {
  const [newest] = await messagesFor(request, recipient);
  return newest ? Number(newest.id) : 0;
}

/** Waits for the outbox to deliver a message to `recipient` newer than `after`, whose text matches. */
export async function waitForMessage(
  request: APIRequestContext,
  recipient: string,
  options: { after?: number; matching?: RegExp } = {},
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesFor(request, recipient);
        found = messages.find(
          (m) =>
            Number(m.id) > (options.after ?? 0) &&
            (!options.matching || options.matching.test(`${m.subject ?? ''}\n${m.body_text}`)),
        );
        return found !== undefined;
      },
      { timeout: 15_000, message: `a message to ${recipient}` },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** The 6-digit code of a code mail or SMS (the subject first: the body may name a device). */
export function codeIn(message: MailboxMessage): string {
  const match = /\b(\d{6})\b/.exec(message.subject ?? '') ?? /\b(\d{6})\b/.exec(message.body_text);
  if (!match?.[1]) throw new Error(`no code in message ${message.id}`);
  return match[1];
}

/** The first link of a mail that leads to `path` on this site. */
export function linkIn(message: MailboxMessage, path: string): string {
  const link = message.body_text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link in message ${message.id}`);
  return link;
}
