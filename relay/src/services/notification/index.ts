/** The notification feature's public entry: what other folders may import from it. */
export { createWebPush, type WebPush } from './web-push';
export { webPushRoutes } from './web-push-routes';
