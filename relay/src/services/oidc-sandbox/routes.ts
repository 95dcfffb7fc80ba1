import { timingSafeEqual } from 'node:crypto';
import {
  errorCodes,
  type TOidcDiscovery,
  type TSocialProvider,
  ZSocialProvider,
  ZSocialProviderParams,
} from '@talkhire/contracts';
import { errorMessage } from '@talkhire/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../../http/form-body';
import { publicOrigin } from '../../http/public-origin';
import type { ZodPlugin } from '../../http/zod-provider';
import {
  type AuthorizationRequest,
  type CheckedAuthorization,
  checkAuthorization,
  ZAuthorizationDecision,
  ZAuthorizationParams,
} from './authorization-request';
import {
  formPostScript,
  renderAuthorizePage,
  renderAvatar,
  renderErrorPage,
  renderFormPost,
  sandboxStyle,
} from './authorize-page';
import { accessTokenLifetimeSeconds, findAccessGrant, issueCode, redeemCode } from './grants';
import { personaClaims, signIdToken } from './persona-claims';
import { findPersona, sandboxPersonas } from './personas';
import { sandboxClient, sandboxIssuer } from './sandbox-settings';
import { createSigningKeys } from './signing-keys';

const ZTokenForm = z.object({
  grant_type: z.string().max(100).optional(),
  code: z.string().max(512).optional(),
  redirect_uri: z.string().max(2048).optional(),
  code_verifier: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(2048).optional(),
});

const ZAvatarParams = z.object({ provider: ZSocialProvider, persona: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/**
 * The sandbox OpenID Connect provider: a local stand-in for Google, Facebook and Apple at
 * /sandbox-oidc/{provider}, speaking the real protocol (discovery, authorization code with PKCE
 * S256, client authentication, RS256 ID tokens, JWKS, userinfo) with three test personas each.
 */
export const oidcSandboxRoutes: ZodPlugin = async (app) => {
  acceptFormBodies(app as unknown as FastifyInstance);
  const signingKey = createSigningKeys();
  const params = { params: ZSocialProviderParams };
  const issuerOf = (request: FastifyRequest, provider: TSocialProvider) =>
    sandboxIssuer(publicOrigin(app.services.config, request), provider);

  app.get('/sandbox.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(sandboxStyle),
  );
  app.get('/form-post.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(formPostScript),
  );

  app.get('/:provider/.well-known/openid-configuration', { schema: params }, async (request, reply) => {
    const issuer = issuerOf(request, request.params.provider);
    const document: TOidcDiscovery = {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'form_post'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile', 'name'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
      claims_supported: [
        'iss',
        'aud',
        'sub',
        'exp',
        'iat',
        'auth_time',
        'nonce',
        'email',
        'email_verified',
        'given_name',
        'family_name',
        'name',
        'picture',
      ],
    };
    return reply.header('cache-control', 'public, max-age=300').send(document);
  });

  app.get('/:provider/jwks', { schema: params }, async (request, reply) => {
    const key = await signingKey(request.params.provider);
    return reply.header('cache-control', 'public, max-age=300').send({ keys: [key.publicJwk] });
  });

  app.get(
    '/:provider/authorize',
    { schema: { ...params, querystring: ZAuthorizationParams } },
    async (request, reply) => {
      const { provider } = request.params;
      const checked = checkAuthorization(provider, request.query);
      if (checked.kind !== 'ok') return answerBadAuthorization(reply, checked, issuerOf(request, provider));
      const echoed = Object.fromEntries(
        Object.entries(request.query).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return html(reply, 200).send(
        renderAuthorizePage({
          provider,
          clientId: checked.request.clientId,
          personas: sandboxPersonas[provider],
          params: echoed,
        }),
      );
    },
  );

  app.post(
    '/:provider/authorize',
    { schema: { ...params, body: ZAuthorizationDecision } },
    async (request, reply) => {
      const { provider } = request.params;
      const issuer = issuerOf(request, provider);
      const checked = checkAuthorization(provider, request.body);
      if (checked.kind !== 'ok') return answerBadAuthorization(reply, checked, issuer);
      const { request: authorization } = checked;
      if (request.body.decision === 'deny') {
        return answer(reply, authorization, {
          error: 'access_denied',
          error_description: 'the user cancelled',
        });
      }
      const persona = findPersona(provider, request.body.persona);
      if (!persona) {
        return answer(reply, authorization, {
          error: 'invalid_request',
          error_description: 'unknown persona',
        });
      }
      const code = await issueCode(app.services.db, {
        provider,
        clientId: authorization.clientId,
        redirectUri: authorization.redirectUri,
        codeChallenge: authorization.codeChallenge,
        nonce: authorization.nonce,
        scope: authorization.scope,
        personaId: persona.id,
      });
      return answer(reply, authorization, { code, iss: issuer });
    },
  );

  app.post('/:provider/token', { schema: params }, async (request, reply) => {
    const { provider } = request.params;
    const form = ZTokenForm.safeParse(request.body ?? {});
    if (!form.success) return oauthError(request, reply, 400, 'invalid_request', 'malformed token request');
    const client = authenticateClient(request, form.data);
    if (client === 'ambiguous') {
      return oauthError(request, reply, 400, 'invalid_request', 'use one client authentication method');
    }
    if (!client) {
      reply.header('www-authenticate', 'Basic realm="sandbox-oidc"');
      return oauthError(request, reply, 401, 'invalid_client', 'client authentication failed');
    }
    if (form.data.grant_type !== 'authorization_code') {
      return oauthError(
        request,
        reply,
        400,
        'unsupported_grant_type',
        'only authorization_code is supported',
      );
    }
    if (!form.data.code) return oauthError(request, reply, 400, 'invalid_request', 'code is required');
    const redemption = await redeemCode(app.services.db, {
      provider,
      code: form.data.code,
      clientId: sandboxClient.clientId,
      redirectUri: form.data.redirect_uri,
      codeVerifier: form.data.code_verifier,
    });
    if (!redemption.ok) return oauthError(request, reply, 400, 'invalid_grant', redemption.reason);
    const { grant } = redemption;
    const persona = findPersona(provider, grant.personaId);
    if (!persona) return oauthError(request, reply, 400, 'invalid_grant', 'the persona no longer exists');
    const issuer = issuerOf(request, provider);
    const idToken = await signIdToken({
      key: await signingKey(provider),
      issuer,
      provider,
      clientId: grant.clientId,
      persona,
      scope: grant.scope,
      nonce: grant.nonce,
    });
    return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send({
      access_token: redemption.accessToken,
      token_type: 'Bearer',
      expires_in: accessTokenLifetimeSeconds,
      id_token: idToken,
      scope: grant.scope,
    });
  });

  app.get('/:provider/userinfo', { schema: params }, async (request, reply) => {
    const { provider } = request.params;
    const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '');
    const grant = match?.[1] ? await findAccessGrant(app.services.db, provider, match[1]) : undefined;
    const persona = grant ? findPersona(provider, grant.persona_id) : undefined;
    if (!grant || !persona) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return oauthError(request, reply, 401, 'invalid_token', 'the access token is unknown or expired');
    }
    return reply
      .header('cache-control', 'no-store')
      .send(personaClaims(issuerOf(request, provider), persona, grant.scope));
  });

  app.get('/:provider/avatar/:persona', { schema: { params: ZAvatarParams } }, async (request, reply) => {
    const persona = findPersona(request.params.provider, request.params.persona);
    if (!persona?.hasPicture) {
      return html(reply, 404).send(renderErrorPage('No such picture.'));
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(renderAvatar(request.params.provider, persona));
  });
};

function html(reply: FastifyReply, status: number) {
  // The consent page must not be framed by another site (clickjacking a "Continue as" button).
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY');
}

function answerBadAuthorization(
  reply: FastifyReply,
  checked: Exclude<CheckedAuthorization, { kind: 'ok' }>,
  issuer: string,
) {
  if (checked.kind === 'refused') return html(reply, 400).send(renderErrorPage(checked.message));
  return answer(
    reply,
    { redirectUri: checked.redirectUri, responseMode: checked.responseMode, state: checked.state },
    { error: checked.error, error_description: checked.description, iss: issuer },
  );
}

/** Sends the authorization answer to the client's callback, by redirect or by form post. */
function answer(
  reply: FastifyReply,
  to: Pick<AuthorizationRequest, 'redirectUri' | 'responseMode' | 'state'>,
  fields: Record<string, string>,
) {
  const all = to.state === undefined ? fields : { ...fields, state: to.state };
  if (to.responseMode === 'form_post') return html(reply, 200).send(renderFormPost(to.redirectUri, all));
  const url = new URL(to.redirectUri);
  for (const [name, value] of Object.entries(all)) url.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
}

/**
 * RFC 6749 §5.2 errors, plus the catalogue `code` and localised `message` every JSON refusal of
 * this relay carries (clients of the protocol read `error`; the relay's own checks read `code`).
 */
function oauthError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
) {
  const code =
    status === 401
      ? error === 'invalid_token'
        ? errorCodes.credentialsNotProvided
        : errorCodes.incorrectCredentials
      : error === 'invalid_grant'
        ? errorCodes.incorrectCredentials
        : errorCodes.parameterInvalid;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({
      error,
      error_description: description,
      code,
      message: errorMessage(request.locale.language, code),
    });
}

/** client_secret_basic or client_secret_post (RFC 6749 §2.3.1); using both is refused. */
function authenticateClient(
  request: FastifyRequest,
  form: z.infer<typeof ZTokenForm>,
): boolean | 'ambiguous' {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic && form.client_secret !== undefined) return 'ambiguous';
  let id = form.client_id;
  let secret = form.client_secret;
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    try {
      id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      return false;
    }
    if (form.client_id !== undefined && form.client_id !== id) return false;
  }
  return (
    id === sandboxClient.clientId && secret !== undefined && sameText(secret, sandboxClient.clientSecret)
  );
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
