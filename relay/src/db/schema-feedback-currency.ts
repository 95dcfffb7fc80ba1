import type { ColumnType, Generated } from 'kysely';

/** Tables of issue 17's feedback form and currency rates (migration 2026-11-28-d-feedback-currency). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface FeedbackTable {
  id: Generated<number>;
  /** The seeker who sent it; null for a guest (who gave `email`). */
  user_id: number | null;
  email: string | null;
  category: string;
  text: string;
  language: string;
  edition_id: number;
  /** File keys `feedback/<32 hex>.<png|jpg>`. */
  picture_keys: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

export interface CurrencyRatesTable {
  base_time: ColumnType<Date, Date | string, Date | string>;
  base: string;
  /** Units of each currency (lower-case key) per unit of `base`. */
  rates: ColumnType<Record<string, number>, string, string>;
  fetched_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
