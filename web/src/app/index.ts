/** The app feature's public entry: what other folders may import from it. */
export { App } from './App';
