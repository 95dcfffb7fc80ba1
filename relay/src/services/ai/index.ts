/**
 * The ai feature's public entry: the AiProvider interface every AI feature uses (app.services.ai),
 * its OpenAI-compatible client, and the provider that refuses when no AI_BASE_URL is set.
 */

export { aiDayOf, nextAiDay } from './ai-day';
export type { AiChatRequest, AiMessage, AiProvider } from './ai-provider';
export { aiProviderOf, createOpenAiCompatibleProvider, unavailableAiProvider } from './openai-compatible';
export { promptLanguageName } from './prompt-language';
