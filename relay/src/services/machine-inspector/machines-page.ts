/**
 * The developers' statechart page (`/dev/machines`), not part of the seeker interface: plain HTML,
 * English only. Its script and styles are files of their own, so it runs under the site's
 * Content-Security-Policy (no inline script or style).
 */
export function renderMachinesPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>State machines · Talkhire</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/dev/machines/machines.css">
<script src="/dev/machines/machines.js" defer></script></head>
<body><header><h1>State machines</h1>
<div>Every XState machine of Talkhire, drawn from its definition, with the actors running now (pages, the chat worker and the relay send their inspection events to <code>/dev/inspect</code>).</div>
<div class="toolbar"><span id="connection" data-testid="inspector-connection" data-state="connecting">Connecting to the hub…</span>
<button type="button" id="open-stately" data-testid="open-stately">Open in the Stately inspector</button>
<a href="/dev/machines" id="all-machines" hidden>All machines</a></div></header>
<nav id="machine-index" aria-label="Machines"></nav>
<main id="machines"><p id="loading">Loading the machines…</p></main>
</body></html>`;
}
