/** The not-found feature's public entry: what other folders may import from it. */
export { NotFoundPage } from './NotFoundPage';
