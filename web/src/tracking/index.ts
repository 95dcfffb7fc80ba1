export { logBossLanding } from './boss-landing';
export { routeName } from './route-name';
export { TrackedJobList } from './TrackedJobList';
export { Tracking } from './Tracking';
export { track, trackGetStarted } from './track';
export { usePopupRecord } from './use-popup-record';
