import { endpoints } from '@talkhire/contracts';
import { useEndpointMutation } from '../api/endpoint-queries';

const { profile, myJobs, jobs } = endpoints;

/** PATCH /me: the answers that show the basic info or the display fields of the `user` cookie. */
export function useBasicProfileUpdate() {
  return useEndpointMutation(profile.updateBasicProfile, {
    invalidates: [profile.basicProfile, profile.me],
    quiet: true,
  });
}

/** The lists a job preference shapes: the preferences, and the jobs matched or ranked by them. */
const changedByPreferences = [
  profile.jobPreferences,
  profile.jobPreference,
  myJobs.forYou,
  myJobs.communicated,
  jobs.savedJobs,
  jobs.recommended,
];

/** Saves the wizard's job preference: created the first time, updated when the seeker came back. */
export function useJobPreferenceSave() {
  const create = useEndpointMutation(profile.createJobPreference, {
    invalidates: changedByPreferences,
    quiet: true,
  });
  const update = useEndpointMutation(profile.updateJobPreference, {
    invalidates: changedByPreferences,
    quiet: true,
  });
  return (body: Parameters<typeof create.mutateAsync>[0]['body'], id: number | undefined) =>
    id === undefined ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id }, body });
}
