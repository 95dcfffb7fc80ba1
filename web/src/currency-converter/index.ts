/** The currency converter (spec §2; rates with their base time, spec §9). */
export { CurrencyConverterPage } from './CurrencyConverterPage';
