import WebSocket from 'ws';

/**
 * The relay's own share of a catch-up: a bare socket of the member (no store, no page) says hello
 * from the page's `cursors` and reads every event until `synced`. Answers the ms and the events read.
 */
export async function bareReplay(
  origin: string,
  sessionid: string,
  cursors: [number, number][],
): Promise<{ ms: number; events: number }> {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}/api/chat/socket`, {
    headers: { cookie: `sessionid=${sessionid}`, origin },
  });
  try {
    return await new Promise((resolve, reject) => {
      let events = 0;
      let began = 0;
      const timer = setTimeout(() => reject(new Error('no synced frame within 120 s')), 120_000);
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string };
        if (frame.type === 'welcome') {
          began = performance.now();
          ws.send(JSON.stringify({ type: 'hello', cursors }));
        } else if (frame.type === 'event') events += 1;
        else if (frame.type === 'synced') {
          clearTimeout(timer);
          resolve({ ms: performance.now() - began, events });
        }
      });
      ws.once('error', reject);
    });
  } finally {
    ws.close();
  }
}
