/** The academy feature's public entry: what other folders may import from it. */
export { academyRoutes } from './routes';
