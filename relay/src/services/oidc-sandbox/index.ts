/** The oidc-sandbox feature's public entry: what other folders may import from it. */
export { oidcSandboxRoutes } from './routes';
export {
  isOidcSandboxEnabled,
  sandboxClient,
  sandboxIssuer,
  sandboxMountPath,
  socialCallbackPath,
} from './sandbox-settings';
