/** The machine-inspection feature's public entry: what other folders may import from it. */
export { machineInspectOptions } from './machine-inspect-options';
