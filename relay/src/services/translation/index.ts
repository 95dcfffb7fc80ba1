/** The translation feature's public entry: what other folders may import from it. */
export { translationRoutes } from './routes';
