import { createHash } from 'node:crypto';
import { endpoints, type TSocialCallbackParams, type TSocialProvider } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { acceptFormBodies } from '../../http/form-body';
import { publicOrigin } from '../../http/public-origin';
import { safeReturnPath } from '../../http/return-path';
import { serveEndpoint } from '../../http/serve-endpoint';
import { openUserSession } from '../authentication';
import { socialCallbackPath } from '../oidc-sandbox';
import { afterLoginPath } from './after-login';
import { inProcessFetch, networkFetch } from './in-process-fetch';
import { startLogin, takeLogin } from './login-states';
import { createOidcClient, socialLoginCodes } from './oidc-client';
import { socialProviderSettings } from './providers';
import { signInSocialIdentity } from './social-accounts';

/** Starting sign-ins writes a row each: generous for people, too few for filling the table. */
const startLimitPerIp = { limit: 30, windowSeconds: 60 };
const tokenLoginLimitPerIp = { limit: 20, windowSeconds: 60 };

/** Ties a started sign-in to this browser; only sent back to the callback. */
const bindingCookie = 'social_login';
const bindingCookiePath = '/api/authentication/social/';

/**
 * Social login over OpenID Connect (authorization code + PKCE), as the relying party:
 * - GET /social/{provider}/start?redirect= sends the browser to the provider;
 * - GET|POST /social/{provider}/callback finishes it, opens the session and redirects (spec §4);
 * - POST /jobseekers/social-login (spec §7) signs in with the spec §3 payload, proven by an ID token.
 * Browser flows end on /get-started?error_code=<code> when refused, so the page shows the message.
 */
export async function socialLoginRoutes(app: FastifyInstance) {
  const { db, outbox, config, rateLimits } = app.services;
  const api = endpoints.accounts;
  // Apple answers with a form post (response_mode=form_post).
  acceptFormBodies(app);
  const client = createOidcClient((settings) =>
    settings.transport === 'in-process' ? inProcessFetch(app) : networkFetch,
  );
  const settingsFor = (provider: TSocialProvider, origin: string) => {
    const settings = socialProviderSettings(config, provider, origin);
    if (!settings) throw new ApiError(socialLoginCodes.providerUnavailable);
    return settings;
  };

  serveEndpoint(app, api.socialStart, async ({ params, query }, request, reply) => {
    const { provider } = params;
    const origin = publicOrigin(app.services.config, request);
    const returnTo = safeReturnPath(query.redirect, origin);
    try {
      await rateLimits.consume(`social-start:ip:${request.ip}`, startLimitPerIp);
      const settings = settingsFor(provider, origin);
      const document = await client.discover(settings);
      const redirectUri = `${origin}${socialCallbackPath(provider)}`;
      const language = query.language_code ?? null;
      const started = await startLogin(db, {
        provider,
        issuer: settings.issuer,
        redirectUri,
        returnTo,
        language,
      });
      const authorize = new URL(document.authorization_endpoint);
      const parameters = {
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: settings.scope,
        state: started.state,
        nonce: started.nonce,
        code_challenge: pkceChallenge(started.codeVerifier),
        code_challenge_method: 'S256',
        ...(settings.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      };
      for (const [name, value] of Object.entries(parameters)) authorize.searchParams.set(name, value);
      setBindingCookie(request, reply, started.browserBinding);
      return reply.header('cache-control', 'no-store').redirect(authorize.toString(), 302);
    } catch (error) {
      return refuse(reply, error, returnTo);
    }
  });

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: TSocialProvider,
    params: TSocialCallbackParams,
  ) {
    const binding = request.cookies[bindingCookie];
    reply.clearCookie(bindingCookie, { path: bindingCookiePath });
    const flow = await takeLogin(db, provider, params.state, binding);
    if (!flow) return refuse(reply, new ApiError(socialLoginCodes.expired), null);
    try {
      if (params.error) throw new ApiError(socialLoginCodes.providerRefused);
      const settings = settingsFor(provider, publicOrigin(app.services.config, request));
      // RFC 9207: an answer naming another issuer is a mix-up attack or a misconfiguration.
      if (settings.issuer !== flow.issuer || (params.iss !== undefined && params.iss !== flow.issuer)) {
        throw new ApiError(socialLoginCodes.tokenInvalid);
      }
      if (!params.code) throw new ApiError(socialLoginCodes.providerRefused);
      const { idToken } = await client.exchangeCode(settings, {
        code: params.code,
        redirectUri: flow.redirect_uri,
        codeVerifier: flow.code_verifier,
      });
      const claims = await client.verifyIdToken(settings, idToken, { nonce: flow.nonce });
      const { userId } = await signInSocialIdentity(
        db,
        outbox,
        { provider, claims },
        accountContext(request),
      );
      const user = await openUserSession(app.services.db, request, reply, userId);
      return reply
        .header('cache-control', 'no-store')
        .redirect(afterLoginPath(user, flow.return_to, flow.language), 302);
    } catch (error) {
      return refuse(reply, error, flow.return_to);
    }
  }

  serveEndpoint(app, api.socialCallback, async ({ params, query }, request, reply) =>
    finish(request, reply, params.provider, query),
  );
  serveEndpoint(
    app,
    api.socialCallbackPost,
    async ({ params, body }, request, reply) => finish(request, reply, params.provider, body),
    // Apple's form post comes from Apple's page, so its Origin is Apple's (http/origin-check.ts).
    // Forging it gains nothing: the state is single-use and bound to this browser's
    // social_login cookie, and the code is useless without the PKCE verifier kept here.
    { config: { acceptsCrossSitePost: true } },
  );

  serveEndpoint(app, api.socialLogin, async ({ body }, request, reply) => {
    await rateLimits.consume(`social-login:ip:${request.ip}`, tokenLoginLimitPerIp);
    const settings = settingsFor(body.social_type, publicOrigin(app.services.config, request));
    const claims = await client.verifyIdToken(settings, body.id_token, { nonce: body.nonce });
    // The payload names the account; the token proves it. They must agree.
    if (claims.sub !== body.user_id) throw new ApiError(socialLoginCodes.payloadMismatch);
    if (body.email && body.email.toLowerCase() !== claims.email?.toLowerCase()) {
      throw new ApiError(socialLoginCodes.payloadMismatch);
    }
    const { userId, created } = await signInSocialIdentity(
      db,
      outbox,
      {
        provider: body.social_type,
        claims,
        fallback: { firstName: body.first_name, lastName: body.last_name, avatar: body.avatar },
      },
      { ...accountContext(request), ...(body.language_code ? { language: body.language_code } : {}) },
    );
    const user = await openUserSession(app.services.db, request, reply, userId, {
      type: body.source === 'mobile_web' ? 'mobile_web' : 'web',
    });
    return { user, is_new_user: created };
  });

  function accountContext(request: FastifyRequest) {
    return {
      countryId: request.locale.edition.id,
      language: request.locale.language,
      completeProfileLink: `${publicOrigin(app.services.config, request)}/jobseeker-complete-profile`,
    };
  }
}

/** A browser sign-in that cannot finish goes back to the get-started page with the refusal's code. */
function refuse(reply: FastifyReply, error: unknown, returnTo: string | null) {
  if (!(error instanceof ApiError)) throw error;
  const target = new URLSearchParams({ error_code: String(error.code) });
  if (returnTo) target.set('redirect', returnTo);
  return reply.header('cache-control', 'no-store').redirect(`/get-started?${target}`, 302);
}

function setBindingCookie(request: FastifyRequest, reply: FastifyReply, value: string) {
  const secure = request.protocol === 'https';
  reply.setCookie(bindingCookie, value, {
    path: bindingCookiePath,
    httpOnly: true,
    secure,
    // A provider's form post (Apple) is a cross-site POST: only SameSite=None cookies come with it,
    // and browsers take those over https only. Over http (local sandbox) the post is same-site.
    sameSite: secure ? 'none' : 'lax',
    maxAge: 600,
  });
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
