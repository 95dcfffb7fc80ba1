import type { Viewer } from '../../http/viewer';

export interface CompanyReader {
  /** 'user:<id>' or 'session:<hash>': one report per reader, one viewer in 'People also viewed'. */
  key: string;
  userId: number | null;
}

/** The guest or signed-in session of this browser (every visitor gets a guest session, spec §4). */
export function companyReaderOf(viewer: Viewer): CompanyReader | null {
  switch (viewer.kind) {
    case 'stranger':
      return null;
    case 'guest':
      return { key: `session:${viewer.sessionId}`, userId: null };
    default:
      return { key: `user:${viewer.userId}`, userId: viewer.userId };
  }
}
