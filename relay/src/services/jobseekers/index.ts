/** The jobseekers feature's public entry: what other folders may import from it. */
export { createEducation, createWorkExperience } from './entry-writes';
export { readFullProfile } from './full-profile';
export { createLink, listLinks } from './links';
export { recordProfileView } from './profile-views';
export { jobseekersRoutes } from './routes';
export { addSkills, listSkills, saveSkills } from './skills';
export { rewriteUserCookie } from './user-cookie';
