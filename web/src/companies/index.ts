/** The companies feature's public entry: what other folders may import from it. */
export { BlockCompanyButton } from './BlockCompanyButton';
export { CompaniesPage } from './CompaniesPage';
export { CompanyLogo } from './CompanyCard';
export { CompanyPage } from './CompanyPage';
export { useBlockCompany } from './use-block-company';
export { useCompanySuggestions } from './use-company-suggestions';
