import type { TSocialProvider } from '@talkhire/contracts';
import type { SandboxPersona } from './personas';
import { sandboxMountPath } from './sandbox-settings';

/**
 * The sandbox's sign-in pages. A developer tool standing in for the providers' own pages, so plain
 * server HTML in English only: the seeker interface's languages do not apply to it. Their styles
 * and script are files of their own (routes.ts serves them), so the pages run under the relay's
 * Content-Security-Policy, which allows no inline script or style.
 */

const providerNames: Record<TSocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The stylesheet of every sandbox page. */
export const sandboxStyle = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1d2433}
main{max-width:520px;margin:40px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.hint{color:#5b6475;margin:0 0 16px}
form{margin:0}ul{list-style:none;padding:0;margin:0}li{display:flex;align-items:center;gap:12px;padding:12px 0;border-top:1px solid #e4e8f0}
.who{flex:1}.note{color:#5b6475;font-size:13px}
button{font:inherit;border:0;border-radius:8px;padding:8px 14px;background:#1f6feb;color:#fff;cursor:pointer}
button.secondary{background:#e4e8f0;color:#1d2433;margin-top:16px}`;

export function renderAuthorizePage(options: {
  provider: TSocialProvider;
  clientId: string;
  personas: readonly SandboxPersona[];
  /** The authorization request, echoed in each persona's form. */
  params: Record<string, string>;
}): string {
  const name = providerNames[options.provider];
  const hidden = Object.entries(options.params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const rows = options.personas
    .map((persona) => {
      const label = `${persona.givenName} ${persona.familyName}`;
      return `<li data-persona="${escapeHtml(persona.id)}"><div class="who"><strong>${escapeHtml(label)}</strong>
<div>${escapeHtml(persona.email ?? '(no email)')}</div><div class="note">${escapeHtml(persona.note)}</div></div>
<form method="post">${hidden}<input type="hidden" name="persona" value="${escapeHtml(persona.id)}">
<button type="submit">Continue as ${escapeHtml(persona.givenName)}</button></form></li>`;
    })
    .join('\n');
  return page(
    `Sign in with ${name} (sandbox)`,
    `<h1>Sign in with ${name}</h1>
<p class="hint">Sandbox provider for local development. <strong>${escapeHtml(options.clientId)}</strong> asks for your name, email and picture. Pick a test user.</p>
<ul>${rows}</ul>
<form method="post">${hidden}<input type="hidden" name="decision" value="deny"><button class="secondary" type="submit">Cancel</button></form>`,
  );
}

/** A request the sandbox cannot send back to the client (unknown client or callback). */
export function renderErrorPage(message: string): string {
  return page(
    'Sandbox sign-in error',
    `<h1>Sign-in request refused</h1><p class="hint">${escapeHtml(message)}</p>`,
  );
}

/** OAuth 2.0 Form Post Response Mode: the browser posts the answer to the callback. */
export function renderFormPost(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title>
<script src="${sandboxMountPath}/form-post.js" defer></script></head>
<body><form method="post" action="${escapeHtml(action)}">${inputs}
<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
}

/** Sends the form-post page's form as soon as the page is read. */
export const formPostScript = 'document.forms[0].submit();\n';

/** A picture for personas that have one: their initials on a colour of the provider. */
export function renderAvatar(provider: TSocialProvider, persona: SandboxPersona): string {
  const colours: Record<TSocialProvider, string> = { google: '#1a73e8', facebook: '#1877f2', apple: '#111' };
  const initials = `${persona.givenName[0] ?? ''}${persona.familyName[0] ?? ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colours[provider]}"/><text x="48" y="58" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${sandboxMountPath}/sandbox.css"></head>
<body><main><div class="card">${body}</div></main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
