import { describeMachine, type MachineDescription, machineRegistry } from '@talkhire/machines';

export interface CatalogueEntry {
  id: string;
  title: string;
  runsIn: string[];
  description: MachineDescription;
}

/** Every machine of the registry, described for the page's diagrams (the definitions never change while running). */
export function machineCatalogue(): CatalogueEntry[] {
  return machineRegistry.map(({ id, title, runsIn, machine }) => ({
    id,
    title,
    runsIn,
    description: describeMachine(machine),
  }));
}
