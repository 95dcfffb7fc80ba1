/** The ai-writing feature's public entry: what other folders may import from it. */
export { aiWritingRoutes } from './routes';
