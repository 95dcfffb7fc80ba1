/** The qr-login feature's public entry: what other folders may import from it. */
export { qrLoginRoutes } from './routes';
