/** The currency feature's public entry: what other folders may import from it. */
export { createRatesProvider } from './create-rates-provider';
export type { RatesProvider } from './rates-provider';
export { currencyRoutes } from './routes';
