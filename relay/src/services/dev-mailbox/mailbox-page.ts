/**
 * A developer tool, not part of the seeker interface: plain HTML, English only. Its script and
 * styles are files of their own, so the page runs under the site's Content-Security-Policy.
 */
export function renderMailboxPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Talkhire</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/dev/mailbox/mailbox.css">
<script src="/dev/mailbox/mailbox.js" defer></script></head>
<body><header><h1>Dev mailbox</h1><div>Mail and SMS sent by this Talkhire instance while no SMTP server is set.</div></header>
<main><p id="empty">Nothing sent yet.</p><div id="list"></div></main>
</body></html>`;
}

/** Lists the latest messages and reloads them whenever the outbox delivers one. */
export const mailboxScript = `const list = document.getElementById('list');
const empty = document.getElementById('empty');
async function load() {
  const res = await fetch('/dev/mailbox/messages?limit=100');
  const { data } = await res.json();
  empty.hidden = data.length > 0;
  list.replaceChildren(...data.map((m) => {
    const a = document.createElement('article');
    a.dataset.testid = 'message';
    const meta = document.createElement('div');
    meta.className = 'meta';
    const tag = document.createElement('span');
    tag.className = 'tag';
    tag.textContent = m.channel.toUpperCase();
    meta.append(tag, 'To ' + m.recipient + ' · ' + new Date(m.sent_at).toLocaleString());
    const h = document.createElement('h2');
    h.textContent = m.subject || '(SMS)';
    const body = document.createElement('pre');
    body.textContent = m.body_text;
    const files = document.createElement('ul');
    files.className = 'files';
    files.append(...m.attachments.map((f) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = '/dev/mailbox/attachments/' + f.id;
      link.textContent = f.filename + ' (' + Math.ceil(f.size / 1024) + ' KB)';
      item.append(link);
      return item;
    }));
    a.append(meta, h, body, files);
    return a;
  }));
}
load();
new EventSource('/dev/mailbox/events').addEventListener('delivered', load);
`;

/** The page's stylesheet. */
export const mailboxStyle = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f5f7fb;color:#1d2433}
header{background:#1f6feb;color:#fff;padding:12px 24px}h1{margin:0;font-size:20px}
main{max-width:960px;margin:24px auto;padding:0 16px}
article{background:#fff;border-radius:10px;padding:16px;margin-bottom:12px;box-shadow:0 1px 3px #0002}
.meta{color:#5b6475;font-size:13px}.tag{display:inline-block;border-radius:4px;padding:0 6px;background:#e6edff;color:#1f3fa8;font-size:12px;margin-inline-end:6px}
article h2{font-size:16px}.files{margin:8px 0 0;padding-inline-start:20px}pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}
`;
