import type { TApplicationEventKind } from '@talkhire/contracts';

/** i18n keys of an application's status and of each step of its history. */
export const statusKey = (kind: TApplicationEventKind) => `apply.status.${kind}`;
export const eventKey = (kind: TApplicationEventKind) => `apply.event.${kind}`;
