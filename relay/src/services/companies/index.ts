/** The companies feature's public entry: what other folders may import from it. */
export { readCompanyPageCard } from './company-page-card';
export { companiesRoutes } from './routes';
