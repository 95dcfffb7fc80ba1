import type { EditionKey } from '../countries';
import data from './data/locations.json';
import type { EditionLocationsSeed, LocationSeed } from './seeds';

const byEdition = data as EditionLocationsSeed[];

/** Locations of an edition; 'Others' (com) has every edition's locations. */
export function locationsOf(edition: EditionKey): LocationSeed[] {
  if (edition === 'com') return allLocations();
  return byEdition.find((e) => e.edition === edition)?.locations ?? [];
}

export function allLocations(): LocationSeed[] {
  return byEdition.flatMap((e) => e.locations);
}

export function findLocation(id: number): (LocationSeed & { edition: EditionKey }) | undefined {
  for (const e of byEdition) {
    const found = e.locations.find((l) => l.id === id);
    if (found) return { ...found, edition: e.edition };
  }
  return undefined;
}

export function editionLocations(): EditionLocationsSeed[] {
  return byEdition;
}
