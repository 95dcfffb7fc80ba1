import { errorCodes } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import type { AiChatRequest, AiProvider } from './ai-provider';

/** What the client needs: the provider's base URL (…/v1), its key and the model. */
export interface AiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The model of image edits (default: the chat model). */
  imageModel?: string;
  /** Milliseconds a whole request may take before it counts as unavailable. */
  timeoutMs?: number;
}

/**
 * The provider for AI_BASE_URL, or the refusing one when none is set (production without a
 * provider: every AI feature answers 41280, main.ts says so at start).
 */
export function aiProviderOf(config: {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL: string;
  AI_IMAGE_MODEL?: string;
}): AiProvider {
  if (!config.AI_BASE_URL) return unavailableAiProvider(config.AI_MODEL);
  return createOpenAiCompatibleProvider({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    imageModel: config.AI_IMAGE_MODEL,
  });
}

/**
 * A client of OpenAI's HTTP API (chat completions, streamed as server-sent events, and image
 * edits) with plain fetch: any compatible provider (OpenAI, Azure's v1 endpoint, OpenRouter, vLLM,
 * Ollama, the local stand-in) works with the same code.
 */
export function createOpenAiCompatibleProvider(settings: AiSettings): AiProvider {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? 60_000;
  const headers = (extra: Record<string, string> = {}) => ({
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    ...extra,
  });
  const chatBody = (request: AiChatRequest, stream: boolean) =>
    JSON.stringify({
      model: settings.model,
      messages: request.messages,
      stream,
      ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
    });

  return {
    model: settings.model,

    async complete(request) {
      const response = await send(`${base}/chat/completions`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: chatBody(request, false),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as ChatCompletion | null;
      const content = answer?.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw unavailable('a chat completion without choices[0].message.content');
      return content;
    },

    async *stream(request, signal) {
      const signals = [AbortSignal.timeout(timeoutMs), ...(signal ? [signal] : [])];
      const response = await send(`${base}/chat/completions`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', accept: 'text/event-stream' }),
        body: chatBody(request, true),
        signal: AbortSignal.any(signals),
      });
      if (!response.body) throw unavailable('a streamed completion without a body');
      try {
        for await (const data of serverSentData(response.body)) {
          if (data === '[DONE]') return;
          let chunk: ChatCompletionChunk;
          try {
            chunk = JSON.parse(data) as ChatCompletionChunk;
          } catch {
            throw unavailable('a stream chunk that is not JSON');
          }
          const delta = chunk.choices?.[0]?.delta?.content;
          if (typeof delta === 'string' && delta.length > 0) yield delta;
        }
      } catch (error) {
        if (error instanceof ApiError || signal?.aborted) throw error;
        throw unavailable((error as Error).message);
      }
    },

    async editImage({ image, prompt, size = '1024x1024' }) {
      const form = new FormData();
      const imageModel = settings.imageModel ?? settings.model;
      form.set('model', imageModel);
      // dall-e-2 answers a URL unless asked for base64; gpt-image-1 always answers base64 and refuses the field.
      if (imageModel.startsWith('dall-e')) form.set('response_format', 'b64_json');
      form.set('prompt', prompt);
      form.set('size', size);
      form.set('n', '1');
      form.set('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
      const response = await send(`${base}/images/edits`, {
        method: 'POST',
        headers: headers(),
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => null)) as ImagesResponse | null;
      const b64 = answer?.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0)
        throw unavailable('an image answer without data[0].b64_json');
      return Buffer.from(b64, 'base64');
    },
  };
}

/** A provider that refuses everything with 41280: production without AI_BASE_URL. */
export function unavailableAiProvider(model: string): AiProvider {
  const refuse = () => new ApiError(errorCodes.aiUnavailable);
  return {
    model,
    complete: async () => {
      throw refuse();
    },
    // biome-ignore lint/correctness/useYield: refuses before the first delta
    stream: async function* () {
      throw refuse();
    },
    editImage: async () => {
      throw refuse();
    },
  };
}

/** fetch, with every transport failure and non-2xx answer turned into 41280. */
async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if ((init.signal as AbortSignal | undefined)?.aborted && (error as Error).name === 'AbortError')
      throw error;
    throw unavailable((error as Error).message);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw unavailable(`HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  return response;
}

/** The `data:` payloads of a server-sent event stream, one per event (multi-line data joined). */
async function* serverSentData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') {
        if (data.length > 0) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      }
      newline = buffer.search(/\r?\n/);
    }
  }
  if (data.length > 0) yield data.join('\n');
}

/** The cause stays in the log (error handler logs the cause); the client sees only 41280. */
function unavailable(reason: string): ApiError {
  const error = new ApiError(errorCodes.aiUnavailable);
  (error as Error & { cause?: unknown }).cause = new Error(`AI provider: ${reason}`);
  return error;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}
interface ChatCompletionChunk {
  choices?: { delta?: { content?: unknown } }[];
}
interface ImagesResponse {
  data?: { b64_json?: unknown }[];
}
