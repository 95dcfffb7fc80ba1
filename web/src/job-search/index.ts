/** The job-search feature's public entry: what other folders may import from it. */
export { HeroSearch } from './HeroSearch';
export { JobSearchPage, SearchSlugPage } from './JobSearchPage';
export { readSearchHistory, rememberSearch } from './search-history';
export { searchTotalText } from './search-total';
export { useTitleSuggestions } from './use-title-suggestions';
