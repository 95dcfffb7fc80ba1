/** The company-blocks feature's public entry: what other folders may import from it. */
export { isBlockedBetween } from './is-blocked-between';
export { notBlockedBy } from './not-blocked-by';
