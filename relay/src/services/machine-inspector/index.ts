/** The machine-inspector feature's public entry: what other folders may import from it. */
export { machineInspectorRoutes } from './routes';
