import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { outboxChannels } from '../../outbox/outbox';
import { mailboxAttachment, mailboxMessages } from './mailbox-messages';
import { mailboxScript, mailboxStyle, renderMailboxPage } from './mailbox-page';

const ZMailboxQuery = z
  .object({
    recipient: z.string().max(320).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

const ZAttachmentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/**
 * The dev mailbox: without SMTP, mail and every SMS are delivered here, so a developer reads a
 * one-time code or magic link locally. The page follows new messages live over server-sent events.
 */
export const devMailboxRoutes: ZodPlugin = async (app) => {
  // Open streams never end on their own: end them when the relay closes, or shutdown would wait.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage()),
  );
  app.get('/mailbox.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(mailboxScript),
  );
  app.get('/mailbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(mailboxStyle),
  );

  app.get('/messages', { schema: { querystring: ZMailboxQuery } }, async (request) => {
    return ok(await mailboxMessages(app.services.db, request.query));
  });

  app.get('/attachments/:id', { schema: { params: ZAttachmentParams } }, async (request, reply) => {
    const file = await mailboxAttachment(app.services.db, request.params.id);
    if (!file) throw ApiError.notFound();
    return reply
      .type(file.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(file.content));
  });

  app.get('/events', async (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    reply.raw.write(': connected\n\n');
    const unsubscribe = await app.services.bus.subscribe(outboxChannels.delivered, (message) => {
      reply.raw.write(`event: delivered\ndata: ${JSON.stringify(message)}\n\n`);
    });
    const keepAlive = setInterval(() => reply.raw.write(': ping\n\n'), 25_000);
    const end = () => {
      openStreams.delete(end);
      clearInterval(keepAlive);
      unsubscribe();
      reply.raw.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
  });
};
