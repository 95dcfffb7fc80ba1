import { errorCodes } from '@talkhire/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { type AiStandIn, startAiStandIn } from '../ai-stand-in';
import { aiProviderOf, createOpenAiCompatibleProvider } from './openai-compatible';

let standIn: AiStandIn;
beforeAll(async () => {
  standIn = await startAiStandIn({ host: '127.0.0.1', port: 0 });
});
afterAll(() => standIn.close());

const summaryPrompt = [
  'Write a career summary for this job seeker.',
  'Job title: Senior Data Analyst',
  'Skills: SQL, Python, Tableau',
  'Experience:',
  '- Data Analyst at Grab (2018-2021): cut reporting time by 40% for 12 teams.',
  '- Senior Data Analyst at Shopee (2021-2024)',
  'Job preference: Analytics Manager',
].join('\n');

describe('the OpenAI-compatible client against the local stand-in', () => {
  const provider = () =>
    createOpenAiCompatibleProvider({ baseUrl: standIn.url, apiKey: standIn.apiKey, model: 'gpt-4o-mini' });

  it('completes a chat with text made from the prompt, the same each time', async () => {
    const request = { purpose: 'test', messages: [{ role: 'user' as const, content: summaryPrompt }] };
    const text = await provider().complete(request);
    expect(text).toContain('Senior Data Analyst');
    expect(text).toContain('6 years');
    expect(text).toContain('SQL, Python and Tableau');
    expect(text).toContain('40%');
    expect(text).toContain('Analytics Manager');
    expect(await provider().complete(request)).toBe(text);
  });

  it('writes another text for another profile: nothing is canned', async () => {
    const other = await provider().complete({
      purpose: 'test',
      messages: [
        { role: 'user', content: 'Write a career summary.\nJob title: Nurse\nSkills: triage, ICU care' },
      ],
    });
    expect(other).toContain('Nurse');
    expect(other).toContain('triage and ICU care');
    expect(other).not.toContain('Data Analyst');
  });

  it('streams the same text as deltas over server-sent events', async () => {
    const request = { purpose: 'test', messages: [{ role: 'user' as const, content: summaryPrompt }] };
    const deltas: string[] = [];
    for await (const delta of provider().stream(request)) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join('')).toBe(await provider().complete(request));
  });

  it('stops a stream when its signal aborts', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    await expect(async () => {
      for await (const delta of provider().stream(
        { purpose: 'test', messages: [{ role: 'user', content: summaryPrompt }] },
        controller.signal,
      )) {
        deltas.push(delta);
        if (deltas.length === 2) controller.abort();
      }
    }).rejects.toThrow();
    expect(deltas).toHaveLength(2);
  });

  it('keeps within max_tokens', async () => {
    const text = await provider().complete({
      purpose: 'test',
      maxTokens: 8,
      messages: [{ role: 'user', content: summaryPrompt }],
    });
    expect(text.length).toBeLessThanOrEqual(32);
  });

  it('edits a photo into a square PNG that comes from the photo and depends on the prompt', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 250, g: 250, b: 250 } },
    })
      .composite([
        {
          input: { create: { width: 80, height: 120, channels: 3, background: { r: 20, g: 20, b: 20 } } },
          left: 110,
          top: 40,
        },
      ])
      .jpeg()
      .toBuffer();
    const blue = await provider().editImage({
      image: photo,
      prompt: 'a blue professional portrait',
      size: '512x512',
    });
    const meta = await sharp(blue).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    const stats = await sharp(blue).stats();
    // The dark figure of the photo is still there: the picture is not a plain fill.
    expect(stats.channels[0]?.min).toBeLessThan(80);
    expect(stats.channels[0]?.max).toBeGreaterThan(150);
    const red = await provider().editImage({
      image: photo,
      prompt: 'a red professional portrait',
      size: '512x512',
    });
    expect(red.equals(blue)).toBe(false);
  });

  it('turns a wrong key, a bad image and an unreachable provider into 41280', async () => {
    const wrongKey = createOpenAiCompatibleProvider({ baseUrl: standIn.url, apiKey: 'nope', model: 'm' });
    const refusal = await wrongKey
      .complete({ purpose: 't', messages: [{ role: 'user', content: 'hi' }] })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.code).toBe(errorCodes.aiUnavailable);
    await expect(
      provider().editImage({ image: Buffer.from('not a picture'), prompt: 'x' }),
    ).rejects.toMatchObject({
      code: errorCodes.aiUnavailable,
    });
    const nowhere = createOpenAiCompatibleProvider({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' });
    const deltas = nowhere.stream({ purpose: 't', messages: [{ role: 'user', content: 'hi' }] });
    await expect(async () => {
      for await (const _ of deltas);
    }).rejects.toMatchObject({ code: errorCodes.aiUnavailable });
  });

  it('refuses everything with 41280 when no AI_BASE_URL is set', async () => {
    const none = aiProviderOf({ AI_MODEL: 'gpt-4o-mini' });
    await expect(
      none.complete({ purpose: 't', messages: [{ role: 'user', content: 'hi' }] }),
    ).rejects.toMatchObject({
      code: errorCodes.aiUnavailable,
    });
  });

  it('lists its model and checks the bearer key, as OpenAI does', async () => {
    const listed = await fetch(`${standIn.url}/models`, {
      headers: { authorization: `Bearer ${standIn.apiKey}` },
    });
    expect(((await listed.json()) as { data: { id: string }[] }).data[0]?.id).toBeTruthy();
    const refused = await fetch(`${standIn.url}/models`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
  });
});
