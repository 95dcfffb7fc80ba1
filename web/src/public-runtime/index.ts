/** The public pages' runtime (src/public-main.tsx); the build aliases the router and react-i18next here. */
export { publicTranslator } from './public-translator';
export { RouterLite } from './router-lite';
