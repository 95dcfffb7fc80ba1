/** Filled in by the migration of this feature's routes to the catalogue. */
export const myJobsEndpoints = {};
