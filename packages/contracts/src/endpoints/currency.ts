import { ZCurrencyRates } from '../currency';
import { endpoint } from '../endpoint';

/** Spec §2 currency converter and the job page's salary in the reader's currency. */
export const currencyEndpoints = {
  rates: endpoint({
    method: 'GET',
    path: '/api/currency/rates',
    summary:
      'The rates of the editions’ currencies against one base currency with their base time, and the reader’s preferred currency (job preference, else the edition’s).',
    auth: 'anyone',
    response: ZCurrencyRates,
    errors: [],
  }),
};
