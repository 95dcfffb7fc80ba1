import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Bus } from '../bus/bus';
import type { Db } from '../db/database';
import type { OutboxRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { WebPush } from '../services/notification';
import type { SmsTransport } from './sms-transport';

export const outboxChannels = { queued: 'outbox.queued', delivered: 'outbox.delivered' } as const;

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
  /** Files that leave with a mail (a resume sent to an address); kept with the row until it is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  mime: string;
  content: Uint8Array;
}

/** How each channel leaves this relay; 'none' refuses to queue it (production without a transport). */
export interface OutboxTransports {
  email: 'smtp' | 'mailbox' | 'none';
  sms: 'sms_http' | 'mailbox' | 'none';
}

/**
 * Mail and SMS are written to the outbox table first and delivered afterwards, so a crash between
 * the business write and the send loses nothing. Mail goes over SMTP and SMS over the SMS provider
 * when configured; otherwise, outside production only, to the dev mailbox (the outbox rows
 * themselves, shown at /dev/mailbox). In production a channel without a transport is refused when
 * queued, inside the caller's transaction, so nothing is half written and no code is readable.
 * Web Push rows go to the browser's push service.
 */
export interface Outbox {
  enqueue(message: OutgoingMessage, db?: Db): Promise<number>;
  deliverPending(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly transports: OutboxTransports;
}

const maxAttempts = 5;
/** Messages claimed and sent at once by one relay. */
const claimMax = 16;
// Mail queued inside a transaction cannot announce itself; a short sweep delivers it within a second.
const retryIntervalMs = 1_000;

export function createOutbox(options: {
  db: Db;
  bus: Bus;
  smtpUrl?: string | undefined;
  from: string;
  sms?: SmsTransport | null;
  /** false in production: a channel without a real transport is refused, never kept readable. */
  devMailbox: boolean;
  /** Delivers the web_push rows (the chat's notifications for closed browsers). */
  webPush?: Pick<WebPush, 'deliver'>;
}): Outbox {
  const { db, bus, from } = options;
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<number> | null = null;
  const fallback = options.devMailbox ? 'mailbox' : 'none';
  const transports: OutboxTransports = {
    email: transporter ? 'smtp' : fallback,
    sms: options.sms ? 'sms_http' : fallback,
  };

  async function send(row: OutboxRow): Promise<'smtp' | 'sms_http' | 'mailbox' | 'web_push' | 'gone'> {
    if (row.channel === 'web_push') {
      if (!options.webPush) throw new Error('web push is not set up on this relay');
      return options.webPush.deliver(row.recipient, row.body_text);
    }
    if (row.channel === 'email' && transporter) {
      const attachments = await db
        .selectFrom('outbox_attachments')
        .select(['filename', 'mime', 'content'])
        .where('outbox_id', '=', row.id)
        .orderBy('id')
        .execute();
      await transporter.sendMail({
        from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.body_text,
        ...(row.body_html ? { html: row.body_html } : {}),
        ...(attachments.length > 0
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.mime,
                content: Buffer.from(file.content),
              })),
            }
          : {}),
      });
      return 'smtp';
    }
    if (row.channel === 'sms' && options.sms) {
      await options.sms.send({ to: row.recipient, text: row.body_text });
      return 'sms_http';
    }
    // A row queued before the relay lost its transport: it fails and stays unreadable.
    if (!options.devMailbox) throw new Error(`no ${row.channel} transport on this relay`);
    return 'mailbox';
  }

  async function deliverBatch(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('outbox')
          .selectAll()
          .where('status', '=', 'pending')
          .where('available_at', '<=', sql<Date>`now()`)
          .orderBy('id')
          .limit(claimMax)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return rows;
        // Claim them by pushing availability forward: another relay skips them while we send.
        await trx
          .updateTable('outbox')
          .set({ available_at: sql`now() + interval '60 seconds'`, attempts: sql`attempts + 1` })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        return rows;
      });
      if (claimed.length === 0) return delivered;
      // Sent side by side: a push service or SMTP server answering slowly holds up one send, not all.
      const sent = await Promise.all(claimed.map(deliverOne));
      delivered += sent.filter(Boolean).length;
    }
  }

  async function deliverOne(claimed: OutboxRow): Promise<boolean> {
    try {
      const transport = await send(claimed);
      await db
        .updateTable('outbox')
        .set({ status: 'sent', transport, sent_at: new Date(), last_error: null })
        .where('id', '=', claimed.id)
        .execute();
      await bus.publish(outboxChannels.delivered, { id: claimed.id, channel: claimed.channel, transport });
      return true;
    } catch (error) {
      const failed = claimed.attempts + 1 >= maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          last_error: error instanceof Error ? error.message : String(error),
          available_at: sql`now() + (${2 ** claimed.attempts} * interval '10 seconds')`,
        })
        .where('id', '=', claimed.id)
        .execute();
      return false;
    }
  }

  function deliverPending(): Promise<number> {
    // One delivery loop per process at a time; a new request joins the running one.
    running ??= deliverBatch().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    transports,
    async enqueue(message, via = db) {
      if (transports[message.channel] === 'none') throw transportUnavailable(message.channel);
      // With attachments the row and its files are written together: the loop never claims half a mail.
      const write = (trx: Db) => insertMessage(trx, message);
      const id =
        via === db && message.attachments?.length ? await db.transaction().execute(write) : await write(via);
      if (via === db) await bus.publish(outboxChannels.queued, { id });
      return id;
    },
    deliverPending,
    async start() {
      unsubscribe = await bus.subscribe(outboxChannels.queued, () => {
        void deliverPending();
      });
      timer = setInterval(() => void deliverPending(), retryIntervalMs);
      timer.unref();
      void deliverPending();
    },
    async stop() {
      unsubscribe?.();
      if (timer) clearInterval(timer);
      await running;
      transporter?.close();
    },
  };
}

/** 403 / 40005 with the field the seeker typed: this site cannot send them a code that way. */
function transportUnavailable(channel: OutgoingMessage['channel']): ApiError {
  const [field, key] =
    channel === 'sms' ? ['phone_num', 'field.sms_unavailable'] : ['email', 'field.mail_unavailable'];
  return new ApiError(errorCodes.noPermission, { fields: { [field]: [key] }, messageKey: key });
}

async function insertMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body_text: message.text,
      body_html: message.html ?? null,
      last_error: null,
      transport: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (message.attachments?.length)
    await db
      .insertInto('outbox_attachments')
      .values(
        message.attachments.map((file) => ({
          outbox_id: row.id,
          filename: file.filename,
          mime: file.mime,
          content: Buffer.from(file.content),
        })),
      )
      .execute();
  return row.id;
}
