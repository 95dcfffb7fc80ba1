/**
 * Sends one SMS. The outbox calls it; a thrown error is retried with backoff like an SMTP failure.
 */
export interface SmsTransport {
  send(message: { to: string; text: string }): Promise<{ providerId: string }>;
}

/**
 * An SMS provider over HTTP in Twilio's Messages shape (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * basic auth, form fields To, From and Body), which several gateways also accept. The URL carries
 * the credentials: `https://{account sid}:{auth token}@api.twilio.com`.
 */
export function createHttpSmsTransport(smsUrl: string, from: string): SmsTransport {
  const url = new URL(smsUrl);
  const accountSid = decodeURIComponent(url.username);
  const authToken = decodeURIComponent(url.password);
  if (!accountSid || !authToken) {
    throw new Error('SMS_URL must carry the account id and token: https://{account sid}:{auth token}@host');
  }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  return {
    async send({ to, text }) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: from, Body: text }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; message?: string };
      if (!response.ok || !answer.sid) {
        throw new Error(`SMS provider answered ${response.status}: ${answer.message ?? 'no message id'}`);
      }
      return { providerId: answer.sid };
    },
  };
}
