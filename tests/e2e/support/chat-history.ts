/**
 * Writes `total` older messages of a chat straight into this browser's chat store (as a long
 * replay would leave them), for `page.evaluate`: after the Boss's greeting (chat_seq 1), as if the
 * two had written `total` times, every other one the seeker's. The e2e test of 10,000 messages and
 * bench:chat-history both start from it.
 */
export function fillHistory({ chatId, total, boss }: { chatId: number; total: number; boss: number }) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('talkhire-chat');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(['messages', 'meta'], 'readwrite');
      const store = tx.objectStore('messages');
      const meta = tx.objectStore('meta').get('user_id');
      meta.onsuccess = () => {
        const me = (meta.result as { value: number }).value;
        const start = Date.parse('2026-10-01T00:00:00Z');
        for (let i = 1; i <= total; i++) {
          store.put({
            client_id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
            id: 900_000_000 + i,
            chat_id: chatId,
            chat_seq: i + 1,
            sender_user_id: i % 2 ? me : boss,
            body: { kind: 'text', text: `History message ${i}` },
            sent_at: new Date(start + i * 60_000).toISOString(),
            state: 'sent',
          });
        }
      };
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}
