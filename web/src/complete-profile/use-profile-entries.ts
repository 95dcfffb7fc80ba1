import { type EndpointData, type EndpointInput, endpoints } from '@talkhire/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpointMutation, useEndpointQuery, useInvalidate } from '../api/endpoint-queries';

const profile = endpoints.profile;

/** The endpoints of each list part of the profile (spec §7: /work-experiences, /educations). */
const entryEndpoints = {
  work: {
    list: profile.workExperiences,
    create: profile.createWorkExperience,
    update: profile.updateWorkExperience,
    remove: profile.deleteWorkExperience,
  },
  education: {
    list: profile.educations,
    create: profile.createEducation,
    update: profile.updateEducation,
    remove: profile.deleteEducation,
  },
};

type EntryKind = keyof typeof entryEndpoints;
type Endpoints<K extends EntryKind> = (typeof entryEndpoints)[K];

/** What the editor of a kind sends. */
export type EntryBody<K extends EntryKind> = NonNullable<EndpointInput<Endpoints<K>['create']>['body']>;

export interface ProfileEntries<K extends EntryKind> {
  list: UseQueryResult<EndpointData<Endpoints<K>['list']>>;
  /** Loads the list again after a refused change (a success already did). */
  reload: () => void;
  save: (body: EntryBody<K>, id: number | undefined) => Promise<EndpointData<Endpoints<K>['create']>>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * A list part of the profile: the list, and create, update and delete. Spec §4: after each change
 * the list is loaded again.
 */
export function useProfileEntries<K extends EntryKind>(kind: K): ProfileEntries<K> {
  // The kinds differ only in their types, which the signature carries.
  const api = entryEndpoints[kind] as Endpoints<'work'>;
  const invalidate = useInvalidate();
  const changes = { invalidates: [api.list] };
  const list = useEndpointQuery(api.list, {});
  const create = useEndpointMutation(api.create, { ...changes, quiet: true });
  const update = useEndpointMutation(api.update, { ...changes, quiet: true });
  const remove = useEndpointMutation(api.remove, changes);
  const entries: ProfileEntries<'work'> = {
    list,
    reload: () => void invalidate(api.list),
    save: (body, id) =>
      id === undefined ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id }, body }),
    remove: (id) => remove.mutateAsync({ params: { id } }),
  };
  return entries as unknown as ProfileEntries<K>;
}
