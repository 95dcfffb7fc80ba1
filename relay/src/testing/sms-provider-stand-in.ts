import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS as the stand-in accepted it. */
export interface ReceivedSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

/**
 * A local SMS provider that answers the way Twilio's Messages API does: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json` with basic auth and form fields To, From, Body; 201 with
 * a message sid, 401 for wrong credentials, 400 (code 21211) for a number that is not E.164.
 * `failNext` makes the next send answer 503, as a provider having a bad minute.
 */
export async function startSmsProviderStandIn(
  credentials = { accountSid: 'AC_stand_in', authToken: 'stand-in-token' },
) {
  const received: ReceivedSms[] = [];
  const state = { failNext: false };
  const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  const path = `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`;
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== path)
        return answer(404, { code: 20404, message: 'Not found' });
      if (request.headers.authorization !== expected)
        return answer(401, { code: 20003, message: 'Authenticate' });
      if (state.failNext) {
        state.failNext = false;
        return answer(503, { code: 20500, message: 'Service unavailable' });
      }
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return answer(400, { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` });
      received.push({
        accountSid: credentials.accountSid,
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      });
      return answer(201, { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The SMS_URL a relay is configured with. */
    url: `http://${credentials.accountSid}:${credentials.authToken}@127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}
