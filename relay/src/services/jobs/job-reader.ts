import type { Viewer } from '../../http/viewer';

export interface JobReader {
  /** 'user:<id>' or 'session:<hash>': one report per reader and job. */
  key: string;
  userId: number | null;
}

/**
 * The guest or signed-in session of this browser (every visitor gets a guest session on arrival,
 * spec §4), so anonymous readers count while a cookie-less script is nobody.
 */
export function jobReaderOf(viewer: Viewer): JobReader | null {
  switch (viewer.kind) {
    case 'stranger':
      return null;
    case 'guest':
      return { key: `session:${viewer.sessionId}`, userId: null };
    default:
      return { key: `user:${viewer.userId}`, userId: viewer.userId };
  }
}
