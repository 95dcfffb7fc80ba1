import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { composeAnswer } from './compose-answer';
import { stylisePhoto } from './stylise-photo';

/** What the relay needs to talk to the stand-in as to any OpenAI-compatible provider. */
export interface AiStandIn {
  /** The API's base URL, ending in /v1 like OpenAI's. */
  url: string;
  apiKey: string;
  /** False when another relay on this machine started it (this one only uses it). */
  ownServer: boolean;
  close(): Promise<void>;
}

/**
 * The stand-in's key, the same for every relay on a machine. Nothing to hide: it guards a
 * development server that production never starts.
 */
export const aiStandInKey = 'talkhire-ai-stand-in';

/** Milliseconds between streamed chunks, so a reader sees the text arrive as a model writes it. */
const chunkPauseMs = 12;

/**
 * Starts a local server speaking OpenAI's HTTP API: chat completions (whole, or streamed as
 * server-sent events), image edits (multipart photo + prompt → base64 PNG) and the model list.
 * Its answers are deterministic and made from the request: text composed from the facts in the
 * prompt (compose-answer.ts), images made from the given photo (stylise-photo.ts).
 */
export async function startAiStandIn(options: { host: string; port: number }): Promise<AiStandIn> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'server_error', (error as Error).message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://${options.host}:${port}/v1`,
    apiKey: aiStandInKey,
    ownServer: true,
    close: () => closeServer(server),
  };
}

/** The stand-in another relay on this machine started on host:port (its port was taken). */
export function sharedAiStandIn(options: { host: string; port: number }): AiStandIn {
  return {
    url: `http://${options.host}:${options.port}/v1`,
    apiKey: aiStandInKey,
    ownServer: false,
    close: async () => undefined,
  };
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
  if (req.headers.authorization !== `Bearer ${aiStandInKey}`)
    return sendError(res, 401, 'invalid_api_key', 'Incorrect API key provided.');
  if (req.method === 'GET' && pathname === '/v1/models')
    return sendJson(res, 200, {
      object: 'list',
      data: [{ id: 'talkhire-stand-in', object: 'model', created: 0, owned_by: 'talkhire' }],
    });
  if (req.method === 'POST' && pathname === '/v1/chat/completions') return chatCompletion(req, res);
  if (req.method === 'POST' && pathname === '/v1/images/edits') return imageEdit(req, res);
  sendError(res, 404, 'not_found', `Unknown request URL: ${req.method} ${pathname}`);
}

async function chatCompletion(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJson(req);
  const messages = Array.isArray(body?.messages) ? (body.messages as unknown[]) : null;
  if (!messages?.every(isMessage) || messages.length === 0)
    return sendError(
      res,
      400,
      'invalid_request_error',
      "'messages' must be a non-empty array of {role, content}",
    );
  const model = typeof body?.model === 'string' ? body.model : 'talkhire-stand-in';
  const maxTokens = typeof body?.max_tokens === 'number' ? body.max_tokens : undefined;
  const text = composeAnswer(messages, { maxTokens });
  const id = `chatcmpl-${hash(text).toString(36)}`;
  if (body?.stream !== true) {
    return sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created: 0,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: usageOf(messages, text),
    });
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of piecesOf(text)) {
    if (res.destroyed) return;
    res.write(chunk({ content: piece }, null));
    await new Promise((resolve) => setTimeout(resolve, chunkPauseMs));
  }
  res.write(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

async function imageEdit(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data'))
    return sendError(res, 400, 'invalid_request_error', 'image edits take multipart/form-data');
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: Readable.toWeb(req) as ReadableStream,
    duplex: 'half',
  } as RequestInit)
    .formData()
    .catch(() => null);
  const image = form?.get('image');
  const prompt = form?.get('prompt');
  if (!(image instanceof Blob) || typeof prompt !== 'string' || prompt.trim() === '')
    return sendError(res, 400, 'invalid_request_error', "'image' (a file) and 'prompt' are required");
  const size = form?.get('size') === '512x512' ? 512 : 1024;
  const png = await stylisePhoto(Buffer.from(await image.arrayBuffer()), { prompt, size }).catch(() => null);
  if (!png) return sendError(res, 400, 'invalid_image', 'The image could not be read as a picture.');
  sendJson(res, 200, { created: 0, data: [{ b64_json: png.toString('base64') }] });
}

/**
 * The streamed pieces: a word with the space after it, as a model's tokens come; Chinese and
 * Japanese, which put no spaces between words, come a phrase at a time, cut after each punctuation mark.
 */
function piecesOf(text: string): string[] {
  return (text.match(/\S+\s*/g) ?? []).flatMap((word) => word.split(/(?<=[、。，！？：])(?=\S)/));
}

function isMessage(value: unknown): value is { role: string; content: string } {
  const message = value as { role?: unknown; content?: unknown } | null;
  return typeof message?.role === 'string' && typeof message.content === 'string';
}

/** Tokens counted as OpenAI's rule of thumb does: about four characters each. */
function usageOf(messages: { content: string }[], text: string) {
  const prompt = Math.ceil(messages.reduce((sum, m) => sum + m.content.length, 0) / 4);
  const completion = Math.ceil(text.length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Errors in OpenAI's shape: `{error: {message, type, code}}`. */
function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { message, type: status === 401 ? 'invalid_request_error' : code, code } });
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
