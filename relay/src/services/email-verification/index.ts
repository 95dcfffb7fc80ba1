/** The email verification feature's public entry: what other folders may import from it. */
export { emailVerificationRoutes } from './routes';
