/**
 * The myinfo-stand-in feature's public entry: GovTech's MockPass as the MyInfo provider outside
 * production (started by main.ts without MYINFO_URL, and by tests), with the issue 15 personas.
 */
export { addedPersonas, myInfoPersonas } from './personas';
export { type MyInfoStandIn, sharedMyInfoStandIn, startMyInfoStandIn } from './stand-in';
export { loginAtStandIn } from './stand-in-browser';
