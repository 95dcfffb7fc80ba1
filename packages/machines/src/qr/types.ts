import type { LanguageCode } from '@talkhire/config';
import type { TSessionUser } from '@talkhire/contracts';
import type { ApiFailureLike } from '../failure';

export interface QrInput {
  /** Where a QR sign-in lands follows the same rule as any sign-in (spec §4). */
  ownOrigin: string;
  language: LanguageCode;
  redirect?: string | null;
}

/** A short-lived login code: `url` is what the QR encodes, opened by the signed-in phone. */
export interface QrSession {
  token: string;
  url: string;
  expiresInSeconds: number;
}

/** Who scanned the code, so the desktop can show it. */
export type QrScanner = Pick<TSessionUser, 'first_name' | 'avatar'>;

export interface CompleteQrLoginInput {
  token: string;
  ticket: string;
}

/** What the server tells the desktop about its code, delivered by the `listenToQr` actor. */
export type QrServerEvent =
  | { type: 'QR.SCANNED'; scanner: QrScanner }
  /** The phone confirmed; `ticket` is the one-time proof the desktop exchanges for its session. */
  | { type: 'QR.CONFIRMED'; ticket: string }
  | { type: 'QR.EXPIRED' }
  | { type: 'QR.CANCELLED' }
  /** The listener gave up reaching the server. */
  | { type: 'QR.CONNECTION_LOST' };

export type QrEvent = QrServerEvent | { type: 'QR.REFRESH' };

export interface QrOutcome {
  user: TSessionUser;
  destination: string;
}

export type QrError =
  | { kind: 'createFailed'; failure: ApiFailureLike }
  | { kind: 'connectionLost'; failure: ApiFailureLike | null }
  | { kind: 'completeFailed'; failure: ApiFailureLike };
