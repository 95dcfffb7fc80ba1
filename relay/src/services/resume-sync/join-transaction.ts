import type { Db } from '../../db/database';

/**
 * The profile's own write functions each open a transaction; Kysely has no nested ones. Inside a
 * transaction this stands for the database: their `transaction().execute(work)` runs `work` in
 * the open transaction, so their rules, limits and row locks hold and the whole sync commits or
 * rolls back as one.
 */
export function joinTransaction(trx: Db): Db {
  const joined: Db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({ execute: <T>(work: (t: Db) => Promise<T>) => work(joined) });
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return joined;
}
