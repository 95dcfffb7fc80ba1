import type { EditionKey } from '@talkhire/config';

/*
 * How the demo catalogue is mixed: which functions each industry hires for, how experience, job
 * types, pay types and degrees are spread. Keys are seo_values of the taxonomy and keys of the
 * option lists, so the numbers survive changes of ids.
 */

/** Main functions a company of an industry hires for most (by seo_value); others hire everything. */
export const functionsByIndustry: Record<string, string[]> = {
  it_software: ['information-technology'],
  fintech: ['information-technology', 'banking-financial-services', 'finance-accounting'],
  telecommunications: ['information-technology', 'customer-service-operations', 'sales-business-development'],
  gaming: ['information-technology', 'marketing-communications'],
  blockchain_web3: ['information-technology', 'banking-financial-services'],
  ecommerce: ['information-technology', 'marketing-communications', 'customer-service-operations'],
  banking: ['banking-financial-services', 'finance-accounting'],
  insurance: ['banking-financial-services', 'sales-business-development'],
  financial_services: ['banking-financial-services', 'finance-accounting'],
  healthcare: ['healthcare-medical'],
  pharmaceutical: ['healthcare-medical', 'manufacturing-engineering', 'sales-business-development'],
  education: ['education-training'],
  manufacturing: ['manufacturing-engineering'],
  automotive: ['manufacturing-engineering', 'sales-business-development'],
  energy: ['manufacturing-engineering'],
  agriculture: ['manufacturing-engineering', 'customer-service-operations'],
  construction: ['manufacturing-engineering'],
  retail: ['sales-business-development', 'customer-service-operations'],
  fashion: ['sales-business-development', 'marketing-communications'],
  food_beverage: ['hospitality-food-services', 'sales-business-development'],
  logistics: ['customer-service-operations', 'administration-office-support'],
  aviation: ['customer-service-operations', 'hospitality-food-services', 'manufacturing-engineering'],
  real_estate: ['sales-business-development', 'administration-office-support'],
  hospitality: ['hospitality-food-services'],
  government: ['administration-office-support', 'education-training'],
  non_profit: ['administration-office-support', 'education-training'],
  media: ['marketing-communications'],
  advertising_marketing: ['marketing-communications', 'sales-business-development'],
  consulting: ['finance-accounting', 'human-resources', 'information-technology'],
  legal: ['administration-office-support', 'finance-accounting'],
  bpo_outsourcing: ['customer-service-operations', 'human-resources', 'information-technology'],
};
/** How much each main function hires overall, when not drawn from the industry. */
export const functionDemand: Record<string, number> = {
  'information-technology': 12,
  'banking-financial-services': 6,
  'human-resources': 5,
  'healthcare-medical': 7,
  'customer-service-operations': 10,
  'finance-accounting': 8,
  'manufacturing-engineering': 9,
  'sales-business-development': 12,
  'marketing-communications': 7,
  'education-training': 5,
  'administration-office-support': 8,
  'hospitality-food-services': 8,
};
/** Work that cannot be done from home is rarely remote. */
export const handsOn = new Set([
  'healthcare-medical',
  'manufacturing-engineering',
  'hospitality-food-services',
]);
export const web3Functions = new Set([
  'information-technology',
  'banking-financial-services',
  'finance-accounting',
]);

/** Titles that already say how senior they are get no Senior/Junior word. */
export const rankedTitle =
  /senior|junior|manager|head|director|lead|chief|principal|supervisor|intern|trainee|assistant|vice|president|officer|executive|partner|associate|consultant/i;
export const managerialTitle = /manager|head|director|chief|principal|lead|supervisor|president|partner/i;
export const entryTitle = /intern|trainee|assistant|junior|clerk|attendant|agent|teller|helper|crew/i;

export const xpWeights = [12, 10, 28, 25, 17, 8];
/** Minimum years of experience asked for, per xp_lvls entry. */
export const xpYears = [0, 0, 1, 3, 5, 10];
export const degreeWeights: Record<string, number> = {
  no_requirement: 12,
  high_school: 14,
  vocational_certificate: 8,
  diploma: 12,
  bachelor: 42,
  master: 9,
  doctorate: 1.5,
};
export const jobTypeWeights: Record<string, number> = {
  full_time: 70,
  part_time: 9,
  contract: 9,
  temporary: 3,
  internship: 5,
  freelance: 4,
};
/** Pay types per job type; full-time pay is quoted per year where that is the custom. */
export const payTypeWeights: Record<string, Record<string, number>> = {
  full_time: { monthly: 70, annually: 12, negotiable: 10, daily: 3, hourly: 3 },
  full_time_annual: { annually: 60, monthly: 25, negotiable: 12, hourly: 3 },
  part_time: { hourly: 70, daily: 15, monthly: 10, negotiable: 5 },
  contract: { monthly: 50, daily: 15, hourly: 15, annually: 5, negotiable: 15 },
  temporary: { daily: 45, hourly: 40, negotiable: 15 },
  internship: { monthly: 45, unpaid: 25, daily: 10, hourly: 10, negotiable: 10 },
  freelance: { hourly: 45, negotiable: 25, monthly: 20, daily: 10 },
};
export const annualEditions = new Set<EditionKey>(['jp', 'us', 'gb', 'ca', 'com']);
