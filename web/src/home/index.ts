/** The home feature's public entry: what other folders may import from it. */
export { HomeJobSection } from './HomeJobSection';
export { HomePage } from './HomePage';
