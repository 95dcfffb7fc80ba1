import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import type { RatesProvider } from './rates-provider';
import { readerRates } from './reader-rates';

/**
 * The currency converter's rates (spec §2, §9 'shown with a base time'); the job page reads them
 * too while it renders on the server, to show the salary in the reader's currency.
 */
export async function currencyRoutes(app: FastifyInstance, { rates }: { rates: RatesProvider }) {
  const { db } = app.services;
  serveEndpoint(app, endpoints.currency.rates, async ({ viewer, locale }) =>
    readerRates(db, rates, { userId: seekerIdOf(viewer), edition: locale.edition }),
  );
}
