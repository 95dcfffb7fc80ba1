import type { LanguageCode } from '@talkhire/config';
import { careerSummaryEvents, errorCodes, type TRewriteType } from '@talkhire/contracts';
import { errorMessage } from '@talkhire/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { AiProvider } from '../ai';
import { summaryPrompt } from './summary-prompt';
import { readWritingProfile } from './writing-profile';
import { giveBackWriting, kindOf, takeWriting } from './writing-quota';

export interface CareerSummaryRequest {
  userId: number;
  jobPreferenceId: number;
  rewriteType: TRewriteType;
  currentText?: string | undefined;
  stream: boolean;
  language: LanguageCode;
}

/**
 * Writes a career summary as server-sent events (answer kind `stream`). Everything that can refuse
 * (the profile, the quota) is decided before the first byte, so those refusals are ordinary JSON
 * answers; then each piece of the model's text is sent as a `delta` event as it arrives (or all
 * at once with `stream: false`), and `done` ends it. A model that fails before writing anything
 * gives the writing back and answers 41280 as JSON; one that breaks off mid-way ends the stream
 * with an `error` event (the seeker keeps what was written). A closed tab stops the model.
 */
export async function writeCareerSummary(
  services: { db: Db; ai: AiProvider },
  input: CareerSummaryRequest,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { db, ai } = services;
  const profile = await readWritingProfile(db, input.userId, input.jobPreferenceId, input.language);
  const messages = summaryPrompt(profile, input.rewriteType, input.currentText);
  const { useId, remaining } = await takeWriting(db, input.userId, kindOf(input.rewriteType));

  const stopped = new AbortController();
  // The answer's socket closing before the end is a closed tab or a stop button (a POST's request
  // stream closes as soon as its body is read, so it cannot tell).
  const onClose = () => {
    if (!reply.raw.writableEnded) stopped.abort();
  };
  reply.raw.on('close', onClose);
  const pieces = ai
    .stream({ messages, maxTokens: 600, temperature: 0.7, purpose: 'career_summary' }, stopped.signal)
    [Symbol.asyncIterator]();
  let written = false;
  try {
    // The first piece decides whether this is a stream or a refusal.
    let next = await pieces.next();
    const send = (event: string, data: unknown) =>
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    written = true;
    let whole = '';
    try {
      while (!next.done) {
        if (input.stream) send(careerSummaryEvents.delta, { text: next.value });
        else whole += next.value;
        next = await pieces.next();
      }
      if (!input.stream) send(careerSummaryEvents.delta, { text: whole });
      send(careerSummaryEvents.done, { remaining });
    } catch (error) {
      if (!stopped.signal.aborted) {
        request.log.warn({ err: error }, 'career summary broke off');
        const code = error instanceof ApiError ? error.code : errorCodes.aiUnavailable;
        send(careerSummaryEvents.error, { code, message: errorMessage(input.language, code) });
      }
    }
    reply.raw.end();
    return reply;
  } catch (error) {
    if (!written) await giveBackWriting(db, useId);
    throw error;
  } finally {
    reply.raw.off('close', onClose);
  }
}
