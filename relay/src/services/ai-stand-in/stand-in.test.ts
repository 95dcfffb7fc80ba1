import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleProvider } from '../ai';
import { type AiStandIn, startAiStandIn } from './stand-in';

let standIn: AiStandIn;
beforeAll(async () => {
  standIn = await startAiStandIn({ host: '127.0.0.1', port: 0 });
});
afterAll(() => standIn.close());

describe('the stand-in server', () => {
  it('streams a Japanese answer a phrase at a time, though it has no spaces between words', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: standIn.url,
      apiKey: standIn.apiKey,
      model: 'gpt-4o-mini',
    });
    const request = {
      purpose: 'test',
      messages: [
        { role: 'system' as const, content: 'You write career summaries. Write in Japanese.' },
        {
          role: 'user' as const,
          content: 'Write a career summary.\nJob title: データアナリスト\nSkills: SQL、Python、Tableau',
        },
      ],
    };
    const deltas: string[] = [];
    for await (const delta of provider.stream(request)) deltas.push(delta);
    expect(deltas).toEqual(['データアナリストです。', 'SQL、', 'PythonおよびTableauを得意としています。']);
    expect(deltas.join('')).toBe(await provider.complete(request));
  });
});
