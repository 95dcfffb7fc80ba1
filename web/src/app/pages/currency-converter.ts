/** The currency converter, one chunk loaded when it is opened (see page-routes). */
export { CurrencyConverterPage } from '../../currency-converter';
