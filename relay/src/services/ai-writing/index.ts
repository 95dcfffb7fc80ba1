/** The ai-writing feature's public entry: what other folders may import from it. */

export { purgePastAvatarCandidates } from './ai-avatars';
export { aiWritingRoutes } from './routes';
