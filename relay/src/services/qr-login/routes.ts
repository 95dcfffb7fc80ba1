import { endpoints, errorCodes, type TQrLoginEvent } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-origin';
import { serveEndpoint } from '../../http/serve-endpoint';
import { hashToken } from '../../http/session-tokens';
import { accountStanding, openUserSession } from '../authentication';
import { publishQrStatus, streamQrStatus } from './qr-events';
import { advance, createQrLogin, effectiveStatus, findQrLogin, type QrLogin, qrRefusal } from './qr-tokens';

/** A desktop refreshes its code every two minutes; this leaves room for many tabs, not for a script. */
const createLimitPerIp = { limit: 30, windowSeconds: 60 };

/**
 * The desktop that asked for a token holds an HttpOnly cookie scoped to that token's path. The
 * token travels in the QR code (a phone, or anyone looking at the screen, can read it); the cookie
 * does not, so only the browser showing the code can watch it and open the session.
 */
const desktopCookie = 'qr_login';
const desktopCookiePath = (token: string) => `/api/authentication/qr/${token}/`;

/**
 * QR-code login (spec §4: waiting → scanned → confirm on app → success, or expired → refresh):
 * - POST /qr/create (desktop): token, QR code of `{origin}/qr-login/{token}`, expiry;
 * - GET /qr/{token}/events (desktop): the status as server-sent events;
 * - POST /qr/{token}/scan, /confirm (signed-in phone): the phone's two steps;
 * - POST /qr/{token}/cancel (desktop or the phone that scanned);
 * - POST /qr/{token}/complete (desktop, once): opens the session of the phone's seeker.
 */
export async function qrLoginRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.accounts;
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  serveEndpoint(app, api.qrCreate, async (_input, request, reply) => {
    await app.services.rateLimits.consume(`qr-create:ip:${request.ip}`, createLimitPerIp);
    const created = await createQrLogin(db, request.headers['user-agent']?.slice(0, 500) ?? null);
    const url = `${publicOrigin(app.services.config, request)}/qr-login/${created.token}`;
    const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    reply.setCookie(desktopCookie, created.desktopBinding, {
      path: desktopCookiePath(created.token),
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: Math.ceil((created.expiresAt.getTime() - Date.now()) / 1000) + 60,
    });
    return { token: created.token, qr_svg: qrSvg, url, expires_at: created.expiresAt.toISOString() };
  });

  serveEndpoint(app, api.qrEvents, async ({ params }, request, reply) => {
    const row = await desktopsLogin(request, params.token);
    await streamQrStatus(app.services, request, reply, row.id, openStreams);
    return reply;
  });

  serveEndpoint(app, api.qrScan, async ({ params, viewer }) => {
    const id = hashToken(params.token);
    const scanned = await advance(db, id, 'waiting', 'scanned', {
      scanner: { userId: viewer.userId, sessionId: viewer.sessionId },
    });
    if (scanned) await publishQrStatus(app.services.bus, id, 'scanned');
    const row = scanned ?? (await findQrLogin(db, id));
    // Opening the link again on the same phone shows the same question.
    if (!row || effectiveStatus(row) !== 'scanned' || row.scanner_session_id !== viewer.sessionId) {
      throw qrRefusal(row);
    }
    return {
      status: 'scanned' as const,
      expires_at: row.expires_at.toISOString(),
      device_name: row.device_name,
    };
  });

  serveEndpoint(app, api.qrConfirm, async ({ params, viewer }) => {
    const id = hashToken(params.token);
    const confirmed = await advance(db, id, 'scanned', 'confirmed', { requireScanner: viewer.sessionId });
    if (confirmed) {
      await publishQrStatus(app.services.bus, id, 'confirmed');
      return event(confirmed);
    }
    const row = await findQrLogin(db, id);
    const mine = row?.scanner_session_id === viewer.sessionId;
    if (row && effectiveStatus(row) === 'confirmed' && mine) return event(row);
    // Only the phone that scanned the code may answer for it.
    if (row && effectiveStatus(row) === 'scanned' && !mine) throw new ApiError(errorCodes.noPermission);
    if (row && effectiveStatus(row) === 'waiting') throw new ApiError(errorCodes.noPermission);
    throw qrRefusal(row);
  });

  serveEndpoint(app, api.qrCancel, async ({ params, viewer }, request) => {
    const id = hashToken(params.token);
    const row = await findQrLogin(db, id);
    if (!row) throw qrRefusal(row);
    const isDesktop = desktopMatches(request, row);
    const isPhone = viewer.kind === 'seeker' && row.scanner_session_id === viewer.sessionId;
    if (!isDesktop && !isPhone) throw new ApiError(errorCodes.noPermission);
    const cancelled = await advance(db, id, ['waiting', 'scanned', 'confirmed'], 'cancelled');
    if (cancelled) {
      await publishQrStatus(app.services.bus, id, 'cancelled');
      return event(cancelled);
    }
    const latest = await findQrLogin(db, id);
    if (latest && latest.status === 'cancelled') return event(latest);
    throw qrRefusal(latest);
  });

  serveEndpoint(app, api.qrComplete, async ({ params }, request, reply) => {
    const row = await desktopsLogin(request, params.token);
    const status = effectiveStatus(row);
    if (status === 'waiting' || status === 'scanned') throw new ApiError(errorCodes.noPermission);
    if (status !== 'confirmed' || row.user_id === null) throw qrRefusal(row);
    const account = await accountStanding(db, row.user_id);
    if (!account) throw qrRefusal(undefined);
    if (account.suspended) throw new ApiError(errorCodes.accountSuspended);
    // The one step that spends the token: of two simultaneous completions, one wins.
    const completed = await advance(db, row.id, 'confirmed', 'completed');
    if (!completed || completed.user_id === null) throw qrRefusal(await findQrLogin(db, row.id));
    const user = await openUserSession(app.services.db, request, reply, completed.user_id);
    reply.clearCookie(desktopCookie, { path: desktopCookiePath(params.token) });
    await publishQrStatus(app.services.bus, row.id, 'completed');
    return { user };
  });

  /** The token's row when this browser is the desktop that created it: 40004 / 40005 otherwise. */
  async function desktopsLogin(request: FastifyRequest, token: string): Promise<QrLogin> {
    const row = await findQrLogin(db, hashToken(token));
    if (!row) throw ApiError.notFound();
    if (!desktopMatches(request, row)) throw new ApiError(errorCodes.noPermission);
    return row;
  }
}

function desktopMatches(request: FastifyRequest, row: QrLogin): boolean {
  const binding = request.cookies[desktopCookie];
  return binding !== undefined && hashToken(binding) === row.desktop_binding;
}

function event(row: QrLogin): TQrLoginEvent {
  return { status: effectiveStatus(row), expires_at: row.expires_at.toISOString() };
}
