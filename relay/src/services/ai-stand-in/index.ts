/**
 * The ai-stand-in feature's public entry: a local OpenAI-compatible server (chat completions with
 * SSE streaming, image edits, models) that main.ts starts outside production without AI_BASE_URL,
 * and tests start on a free port. Its answers are made from the request, never canned.
 */
export { type AiStandIn, sharedAiStandIn, startAiStandIn } from './stand-in';
