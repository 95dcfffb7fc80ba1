import { endpoints } from '@talkhire/contracts';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';

const parts = endpoints.profileParts;

/** What a change to any part makes stale besides its own list: the strength and the whole profile. */
const overview = [parts.profileStrength, parts.fullProfile];

export function useSkills() {
  return {
    list: useEndpointQuery(parts.skills, {}),
    save: useEndpointMutation(parts.saveSkills, { invalidates: [parts.skills, ...overview], quiet: true }),
  };
}

export function useLanguages() {
  return {
    list: useEndpointQuery(parts.languages, {}),
    save: useEndpointMutation(parts.saveLanguages, {
      invalidates: [parts.languages, ...overview],
      quiet: true,
    }),
  };
}

export function useLinks() {
  const changes = { invalidates: [parts.links, ...overview], quiet: true };
  return {
    list: useEndpointQuery(parts.links, {}),
    create: useEndpointMutation(parts.createLink, changes),
    update: useEndpointMutation(parts.updateLink, changes),
    remove: useEndpointMutation(parts.deleteLink, { invalidates: changes.invalidates }),
  };
}

export function useLicenses() {
  const changes = { invalidates: [parts.licenses, ...overview], quiet: true };
  return {
    list: useEndpointQuery(parts.licenses, {}),
    create: useEndpointMutation(parts.createLicense, changes),
    update: useEndpointMutation(parts.updateLicense, changes),
    remove: useEndpointMutation(parts.deleteLicense, { invalidates: changes.invalidates }),
    attach: useEndpointMutation(parts.uploadLicenseAttachment, changes),
    detach: useEndpointMutation(parts.deleteLicenseAttachment, changes),
  };
}
