/**
 * The statechart page's script: draws each machine from the catalogue (states nested, each with
 * its way out: event, guard in words, target), then follows the hub: every actor of a machine is
 * listed with its current state, the states some actor is in are highlighted, and the events are
 * listed as they arrive. "Open in the Stately inspector" opens stately.ai/inspect and hands it the
 * same events (its window says when it is ready, as @statelyai/inspect's browser adapter expects).
 */
export const machinesScript = `'use strict';
const only = new URLSearchParams(location.search).get('machine');
const main = document.getElementById('machines');
const index = document.getElementById('machine-index');
const connection = document.getElementById('connection');
const machines = new Map();
const actors = new Map();
const received = [];
let stately = null;
let statelyReady = false;

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function drawStates(states) {
  const list = el('ul', 'states');
  for (const state of states) {
    const item = el('li', 'state');
    item.dataset.state = state.id;
    if (state.kind === 'final') item.classList.add('is-final');
    const box = el('div', 'box');
    box.append(el('span', 'state-name', state.key));
    if (state.initial) box.append(el('span', 'badge', 'initial'));
    if (state.kind === 'final') box.append(el('span', 'badge', 'final'));
    for (const src of state.invokes) box.append(el('span', 'badge', 'runs ' + src));
    const live = el('span', 'badge live');
    live.hidden = true;
    live.dataset.role = 'live-count';
    box.append(live);
    if (state.description) box.append(el('div', 'desc', state.description));
    if (state.transitions.length > 0) {
      const ways = el('ul', 'transitions');
      for (const t of state.transitions) {
        const way = el('li');
        way.append(el('span', 'event', t.event));
        if (t.guard) way.append(' ', el('span', 'guard', '[when ' + t.guard + ']'));
        way.append(' → ', el('span', 'target', t.targets.length ? t.targets.join(', ') : '(stays)'));
        if (t.actions.length) way.append(el('span', 'desc', ' · ' + t.actions.join(', ')));
        ways.append(way);
      }
      box.append(ways);
    }
    item.append(box);
    if (state.states.length > 0) item.append(drawStates(state.states));
    list.append(item);
  }
  return list;
}

function drawMachine(entry) {
  const section = el('section', 'machine');
  section.id = entry.id;
  section.dataset.testid = 'machine';
  section.dataset.machine = entry.id;
  const title = el('h2');
  const link = el('a', '', entry.title);
  link.href = '/dev/machines?machine=' + encodeURIComponent(entry.id);
  link.title = 'Live view of this machine alone';
  title.append(link);
  section.append(title);
  const d = entry.description;
  section.append(el('div', 'meta', entry.id + ' · runs in ' + entry.runsIn.join(', ') + (d.description ? ' · ' + d.description : '')));
  section.append(el('div', 'meta', 'Events: ' + (d.events.join(', ') || 'none') + '. Guards: ' + (d.guards.join('; ') || 'none named') + '.'));
  const columns = el('div', 'columns');
  const diagram = el('div', 'diagram');
  diagram.append(drawStates(d.states));
  const live = el('div', 'live');
  live.append(el('h3', '', 'Running actors'));
  const table = el('table');
  table.innerHTML = '<thead><tr><th>actor</th><th>state</th><th>last event</th></tr></thead>';
  const body = el('tbody');
  body.dataset.role = 'actors';
  table.append(body);
  live.append(table, el('p', 'empty', 'None yet: use the product and they appear here.'));
  live.append(el('h3', '', 'Events'));
  const events = el('ol', 'events');
  events.dataset.role = 'events';
  live.append(events);
  columns.append(diagram, live);
  section.append(columns);
  machines.set(entry.id, { entry, section, actors: body, events });
  return section;
}

function machineIdOf(event) {
  if (!event.definition) return null;
  try {
    const id = JSON.parse(event.definition).id;
    return machines.has(id) ? id : null;
  } catch {
    return null;
  }
}

/** A snapshot value's active states, ancestors included: 'a' or {a: 'b'} → ['a', 'a.b']. */
function activeStates(value, prefix) {
  if (typeof value === 'string') return [prefix + value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [prefix + key, ...activeStates(child, prefix + key + '.')]);
}

function showValue(value) {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function highlight(machineId) {
  const machine = machines.get(machineId);
  const counts = new Map();
  for (const actor of actors.values()) {
    if (actor.machine !== machineId || actor.status === 'stopped') continue;
    for (const id of activeStates(actor.value, '')) counts.set(id, (counts.get(id) || 0) + 1);
  }
  for (const item of machine.section.querySelectorAll('li.state')) {
    const count = counts.get(item.dataset.state) || 0;
    item.classList.toggle('is-current', count > 0);
    const badge = item.querySelector(':scope > .box > [data-role=live-count]');
    badge.hidden = count === 0;
    badge.textContent = count + (count === 1 ? ' actor' : ' actors');
  }
}

function drawActor(actor) {
  const machine = machines.get(actor.machine);
  if (!actor.row) {
    actor.row = el('tr');
    actor.row.dataset.testid = 'live-actor';
    actor.row.dataset.actor = actor.sessionId;
    machine.actors.append(actor.row);
    machine.section.querySelector('.live .empty').hidden = true;
  }
  actor.row.dataset.value = showValue(actor.value);
  actor.row.replaceChildren(el('td', '', actor.sessionId), el('td', 'value', showValue(actor.value) + (actor.status && actor.status !== 'active' ? ' (' + actor.status + ')' : '')), el('td', 'event', actor.lastEvent || ''));
  highlight(actor.machine);
}

function receive(event) {
  received.push(event);
  if (received.length > 1000) received.shift();
  if (stately && statelyReady) stately.postMessage(event, '*');
  if (event.type === '@xstate.actor') {
    const machineId = machineIdOf(event);
    if (!machineId) return;
    const known = actors.get(event.sessionId) || { sessionId: event.sessionId, machine: machineId };
    known.value = event.snapshot && event.snapshot.value !== undefined ? event.snapshot.value : known.value;
    known.status = event.snapshot && event.snapshot.status;
    actors.set(event.sessionId, known);
    drawActor(known);
    return;
  }
  const actor = actors.get(event.sessionId);
  if (!actor) return;
  if (event.type === '@xstate.snapshot') {
    if (event.snapshot && event.snapshot.value !== undefined) actor.value = event.snapshot.value;
    actor.status = event.snapshot && event.snapshot.status;
    drawActor(actor);
  } else if (event.type === '@xstate.event' && event.event && typeof event.event.type === 'string') {
    if (event.event.type.startsWith('xstate.') && event.event.type !== 'xstate.init') return;
    actor.lastEvent = event.event.type;
    const list = machines.get(actor.machine).events;
    const item = el('li');
    item.dataset.testid = 'live-event';
    item.append(el('span', 'event', event.event.type), ' → ' + actor.sessionId + ' · ' + new Date().toLocaleTimeString());
    list.prepend(item);
    while (list.children.length > 100) list.lastChild.remove();
    drawActor(actor);
  }
}

function connect() {
  const url = new URL('/dev/inspect?role=viewer', location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  socket.addEventListener('open', () => {
    connection.dataset.state = 'open';
    connection.textContent = 'Live';
  });
  socket.addEventListener('message', (message) => {
    try {
      receive(JSON.parse(message.data));
    } catch {
      // Not an inspection event: nothing to show.
    }
  });
  socket.addEventListener('close', () => {
    connection.dataset.state = 'closed';
    connection.textContent = 'Disconnected: retrying…';
    setTimeout(connect, 2000);
  });
}

document.getElementById('open-stately').addEventListener('click', () => {
  statelyReady = false;
  stately = window.open('https://stately.ai/inspect', 'xstateinspector');
});
window.addEventListener('message', (message) => {
  if (!stately || message.source !== stately || !message.data || message.data.type !== '@statelyai.connected') return;
  statelyReady = true;
  for (const event of received) stately.postMessage(event, '*');
});

async function start() {
  const res = await fetch('/dev/machines/catalogue');
  const { data } = await res.json();
  const shown = only ? data.filter((entry) => entry.id === only) : data;
  document.getElementById('loading').remove();
  if (only) document.getElementById('all-machines').hidden = false;
  for (const entry of data) {
    const link = el('a', '', entry.title);
    link.href = '/dev/machines?machine=' + encodeURIComponent(entry.id);
    index.append(link);
  }
  if (shown.length === 0) main.append(el('p', 'empty', 'No machine is called ' + only + '.'));
  for (const entry of shown) main.append(drawMachine(entry));
  document.documentElement.dataset.ready = 'true';
  connect();
}
start();
`;
