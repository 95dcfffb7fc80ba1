/** The companies pages, one chunk loaded when one of them is opened (see page-routes). */
export { CompaniesPage, CompanyPage } from '../../companies';
