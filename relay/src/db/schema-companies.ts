import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Business information of migration l, on the companies row. */
export interface CompanyBusinessColumns {
  registration_number: string | null;
  /** In the currency of the company's edition. */
  registered_capital: number | null;
  ceo_name: string | null;
  operating_status: ColumnType<string, string | undefined, string>;
}

export interface CompanyBlocksTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  created_at: CreatedAt;
}

export interface CompanyViewsTable {
  id: Generated<number>;
  company_id: number;
  /** 'user:<id>' for a seeker, 'session:<hash>' for a guest. */
  viewer_key: string;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface CompanyReportsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  /** One report per reader and company, as for jobs. */
  reporter_key: string;
  report_reason_id: number;
  created_at: CreatedAt;
}
