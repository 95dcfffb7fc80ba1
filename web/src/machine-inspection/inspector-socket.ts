import { createWebSocketInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/**
 * @statelyai/inspect's WebSocket inspector, pointed at the relay's development hub on this page's
 * (or worker's) own origin; the hub passes the events on to /dev/machines and to the Stately
 * inspector window a developer opens from there.
 */
export function openInspectorSocket(): Observer<InspectionEvent> {
  const url = new URL('/dev/inspect', self.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('role', 'source');
  return createWebSocketInspector({ url: url.href }).inspect;
}
