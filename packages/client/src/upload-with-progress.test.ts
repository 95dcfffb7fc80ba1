import { endpoints } from '@talkhire/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, createApiClient } from './api-client';

/** A stand-in XMLHttpRequest: reports two progress steps, then answers what the test sets. */
class FakeXhr {
  static answer = { status: 200, body: '' };
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  responseText = '';
  body: unknown;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    FakeXhr.last = this;
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
}

afterEach(() => vi.unstubAllGlobals());

const client = () =>
  createApiClient({
    baseUrl: 'http://relay.test',
    locale: () => ({ countryId: 167, languageId: 1 }),
    fetch: () => Promise.reject(new Error('fetch is not used for a watched upload')),
  });

describe('an upload with progress', () => {
  it('sends the form through XMLHttpRequest, reports progress and reads the answer like fetch', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 0, message: 'Success', data: { id: 7 } }) };
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'cv.pdf');
    const progress: number[] = [];
    const answer = await client().call(
      endpoints.profile.uploadResume,
      { form },
      { onUploadProgress: (sent, total) => progress.push(sent / total) },
    );
    expect(answer).toEqual({ id: 7 });
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last).toMatchObject({
      method: 'POST',
      url: 'http://relay.test/api/jobseekers/resume/upload',
      withCredentials: true,
      body: form,
    });
    expect(FakeXhr.last?.headers['Language-Id']).toBe('1');
    expect(FakeXhr.last?.headers['content-type']).toBeUndefined();
  });

  it('turns a refusal into an ApiFailure with its code and message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 413,
      body: JSON.stringify({ code: 41174, message: 'The file cannot be larger than 5 MB.', errors: {} }),
    };
    const failure = await client()
      .call(
        endpoints.profile.uploadResume,
        { form: new FormData() },
        { onUploadProgress: () => {}, quiet: true },
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 413,
      code: 41174,
      message: 'The file cannot be larger than 5 MB.',
    });
  });
});
