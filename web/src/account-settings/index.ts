/** The account-settings feature's public entry: what other folders may import from it. */
export { BlockCompanyPage } from './BlockCompanyPage';
