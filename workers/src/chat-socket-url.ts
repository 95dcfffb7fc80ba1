import { endpointPath, endpoints } from '@talkhire/contracts';
import type { ChatSocket, ChatSocketHandlers } from './chat-core';

/** The relay's chat socket on the origin that served the worker script. */
export function chatSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${endpointPath(endpoints.chat.socket)}`;
}

/** The browser's WebSocket wired to the core; the session cookie goes with the upgrade. */
export function openBrowserSocket(url: string, handlers: ChatSocketHandlers): ChatSocket {
  const socket = new WebSocket(url);
  socket.onmessage = (event) => handlers.message(event.data);
  socket.onclose = (event) => handlers.close(event.code);
  return socket;
}
