/**
 * For tests: what a browser does at the stand-in, over HTTP. From the authorise URL: MyInfo sends
 * it to the Singpass login page, the persona is picked from the page's list (the option whose
 * value is '{NRIC} [MyInfo]', as a person picks it), the consent page's form is sent with the
 * decision, and the answer is the provider's redirect back: our callback URL with code and state.
 */
export async function loginAtStandIn(
  authoriseUrl: string,
  nric: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<URL> {
  const cookies = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader(cookies) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    return response;
  };
  const redirectOf = (response: Response, base: URL) => {
    const location = response.headers.get('location');
    if (response.status !== 302 || !location)
      throw new Error(`expected a redirect from ${base}, got ${response.status}`);
    return new URL(location, base);
  };

  const start = new URL(authoriseUrl);
  const loginPage = redirectOf(await go(start), start);
  const page = await (await go(loginPage)).text();
  const option = new RegExp(`<option value="${nric} \\[MyInfo\\]" data-asserturl="([^"]+)"`).exec(page);
  if (!option?.[1]) throw new Error(`${nric} is not on the stand-in's login page`);
  const assert = new URL(unescapeHtml(option[1]), loginPage);
  const consentPage = redirectOf(await go(assert), assert);
  const consent = await (await go(consentPage)).text();
  const form = new URLSearchParams();
  for (const match of consent.matchAll(/<input type="text" id="[^"]*" name="([^"]+)" value="([^"]*)"/g))
    form.set(match[1] as string, unescapeHtml(match[2] as string));
  form.set('decision', decision);
  const action = new URL(unescapeHtml(/<form action="([^"]+)"/.exec(consent)?.[1] ?? ''), consentPage);
  const answer = await go(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return redirectOf(answer, action);
}

function cookieHeader(cookies: Map<string, string>): string {
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Mustache's escapes, undone. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&#x2F;/g, '/')
    .replace(/&#x3D;/g, '=')
    .replace(/&#x60;/g, '`')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
