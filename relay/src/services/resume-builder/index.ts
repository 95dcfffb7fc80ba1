/** The resume-builder feature's public entry: what other folders may import from it. */
export { resumeBuilderRoutes } from './routes';
