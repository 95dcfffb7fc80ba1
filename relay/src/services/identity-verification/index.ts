/** The identity-verification feature's public entry: what other folders may import from it. */
export { passesEligibility } from './eligibility';
export { purgePendingIdentityData } from './pending-identity';
export { identityVerificationRoutes } from './routes';
