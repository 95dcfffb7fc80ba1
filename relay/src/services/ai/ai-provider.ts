/** One message of a chat completion, in OpenAI's roles. */
export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A chat completion request; `purpose` names the feature asking (logs, limits), never sent to the model. */
export interface AiChatRequest {
  messages: AiMessage[];
  maxTokens?: number;
  temperature?: number;
  purpose: string;
}

/**
 * The relay's one door to a language model: any OpenAI-compatible endpoint (AI_BASE_URL), or the
 * local stand-in outside production. Every failure (network, 5xx, bad answer, no provider) is an
 * ApiError 41280 'AI unavailable'.
 */
export interface AiProvider {
  readonly model: string;
  /** Whole answer (non-streaming chat completion). */
  complete(request: AiChatRequest): Promise<string>;
  /** Text deltas as the model writes them (SSE chat completion with stream: true). */
  stream(request: AiChatRequest, signal?: AbortSignal): AsyncIterable<string>;
  /** An image edit from a photo (OpenAI images/edits, multipart, b64_json answer): PNG bytes. */
  editImage(request: { image: Buffer; prompt: string; size?: '512x512' | '1024x1024' }): Promise<Buffer>;
}
