import type { EditionKey } from '@talkhire/config';

export interface DemoAccount {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  country_key: EditionKey;
}

/**
 * Job seekers created with the demo catalogue so the signed-in pages can be tried at once. The
 * passwords are public on purpose (printed by `npm start`): these accounts exist only in demo data.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: 'maria.santos@demo.talkhire.local',
    password: 'Talkhire-demo-1',
    first_name: 'Maria',
    last_name: 'Santos',
    country_key: 'ph',
  },
  {
    email: 'wei.ling.tan@demo.talkhire.local',
    password: 'Talkhire-demo-2',
    first_name: 'Wei Ling',
    last_name: 'Tan',
    country_key: 'sg',
  },
  {
    email: 'haruto.sato@demo.talkhire.local',
    password: 'Talkhire-demo-3',
    first_name: '陽翔',
    last_name: '佐藤',
    country_key: 'jp',
  },
  {
    email: 'putri.wijaya@demo.talkhire.local',
    password: 'Talkhire-demo-4',
    first_name: 'Putri',
    last_name: 'Wijaya',
    country_key: 'id',
  },
];

/**
 * Seeded recruiters given a sign-in account for the employer (Boss) site: in each edition named,
 * the recruiter with the most open jobs. Public passwords, printed by `npm start`, demo data only.
 */
export const demoRecruiterAccounts: readonly Pick<DemoAccount, 'email' | 'password' | 'country_key'>[] = [
  { email: 'boss.ph@demo.talkhire.local', password: 'Talkhire-boss-1', country_key: 'ph' },
  { email: 'boss.sg@demo.talkhire.local', password: 'Talkhire-boss-2', country_key: 'sg' },
  { email: 'boss.tw@demo.talkhire.local', password: 'Talkhire-boss-3', country_key: 'tw' },
];
