/**
 * Functions run inside the page (page.evaluate / addInitScript): each is self-contained, since
 * Playwright sends its source text, not its closure.
 */

/**
 * tsx compiles this file keeping function names, which wraps the inner ones in calls to its
 * `__name` helper; the page has no such helper, so every page gets a harmless one first.
 */
export const nameHelper = 'globalThis.__name ??= (fn) => fn;';

/** The message a conversation opens at, and when it was first painted after a navigation. */
export interface PaintWatch {
  text: string;
  /** ms after the navigation started (performance.now()), once painted. */
  paintedAt?: number;
  /** For a catch-up: the chat and the chat_seq whose arrival in the store is timed. */
  store?: { chatId: number; seq: number; storedAt?: number };
}

declare global {
  interface Window {
    chatBench?: PaintWatch;
  }
}

/**
 * An init script: from the navigation's start, watches for a message containing `text` and notes
 * when the frame showing it was painted (a task posted from the frame's rAF runs after its paint),
 * and, with `store`, polls the chat store until the worker has written that chat_seq.
 */
export function watchFromNavigation(watch: PaintWatch): void {
  if (!watch.text) return;
  window.chatBench = { ...watch };
  const state = window.chatBench;
  const shown = () =>
    [...document.querySelectorAll('[data-testid="message"]')].some((m) =>
      m.textContent?.includes(watch.text),
    );
  const onMutation = () => {
    if (state.paintedAt !== undefined || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.paintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(onMutation);
  const start = () => observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);

  const store = state.store;
  if (!store) return;
  // Opened without a version, and only once the app made it: the poll must never create or
  // upgrade the database the worker owns.
  const poll = async () => {
    const exists = (await indexedDB.databases()).some((d) => d.name === 'talkhire-chat');
    const found = !exists
      ? false
      : await new Promise<boolean>((resolve) => {
          const open = indexedDB.open('talkhire-chat');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('messages')) {
              db.close();
              resolve(false);
              return;
            }
            const count = db
              .transaction('messages')
              .objectStore('messages')
              .index('[chat_id+chat_seq]')
              .count(IDBKeyRange.only([store.chatId, store.seq]));
            count.onsuccess = () => {
              db.close();
              resolve(count.result > 0);
            };
            count.onerror = () => {
              db.close();
              resolve(false);
            };
          };
        });
    if (found) store.storedAt = performance.now();
    else setTimeout(() => void poll(), 25);
  };
  void poll();
}

/**
 * Clicks `selector` and answers the ms until the frame showing a message containing `text` was
 * painted: a client-side navigation timed inside the page, free of the test driver's round trips.
 */
export function clickUntilPainted({ selector, text }: { selector: string; text: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = document.querySelector<HTMLElement>(selector);
    if (!target) {
      reject(new Error(`nothing matches ${selector}`));
      return;
    }
    const shown = () =>
      [...document.querySelectorAll('[data-testid="message"]')].some((m) => m.textContent?.includes(text));
    let began = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`"${text}" was not shown within 60 s`));
    }, 60_000);
    const painted = () => {
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - began);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(() => {
      if (shown()) painted();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    began = performance.now();
    target.click();
  });
}

export interface ScrollRun {
  ms: number;
  steps: number;
  /** Every frame's duration while scrolling (rAF to rAF). */
  frames: number[];
  reached: boolean;
}

/**
 * Scrolls the message list up by `stepPx` every frame, as a long fling does, until a message
 * containing `oldestText` is shown (or `maxSteps`), sampling each frame's duration.
 */
export function scrollToOldest({
  oldestText,
  stepPx,
  maxSteps,
}: {
  oldestText: string;
  stepPx: number;
  maxSteps: number;
}): Promise<ScrollRun> {
  return new Promise((resolve, reject) => {
    const scroller = document.querySelector<HTMLElement>('[data-testid="messages"]');
    if (!scroller) {
      reject(new Error('no message list'));
      return;
    }
    const atOldest = () =>
      [...scroller.querySelectorAll('[data-testid="message"]')].some((m) =>
        m.textContent?.includes(oldestText),
      );
    const frames: number[] = [];
    let steps = 0;
    let began = 0;
    let last = 0;
    const frame = (now: number) => {
      if (last) frames.push(now - last);
      else began = now;
      last = now;
      const reached = atOldest();
      if (reached || steps >= maxSteps) {
        resolve({ ms: now - began, steps, frames, reached });
        return;
      }
      scroller.scrollTop -= stepPx;
      steps += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Where the worker stands in each chat (the store's `cursors`): what its next hello names. */
export function appliedCursors(): Promise<[number, number][]> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('talkhire-chat');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const all = db.transaction('cursors').objectStore('cursors').getAll();
      all.onsuccess = () => {
        db.close();
        resolve((all.result as { chat_id: number; seq: number }[]).map((c) => [c.chat_id, c.seq]));
      };
      all.onerror = () => reject(all.error);
    };
  });
}

/** The text of a chat's first message (chat_seq 1, the Boss's greeting), from the store. */
export function firstMessageText(chatId: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('talkhire-chat');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const get = db
        .transaction('messages')
        .objectStore('messages')
        .index('[chat_id+chat_seq]')
        .get(IDBKeyRange.only([chatId, 1]));
      get.onsuccess = () => {
        db.close();
        const text = (get.result as { body?: { text?: string } } | undefined)?.body?.text;
        if (text) resolve(text);
        else reject(new Error(`chat ${chatId} has no first message in the store`));
      };
      get.onerror = () => reject(get.error);
    };
  });
}
