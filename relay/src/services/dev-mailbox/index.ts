/** The dev-mailbox feature's public entry: what other folders may import from it. */
export { devMailboxRoutes } from './routes';
