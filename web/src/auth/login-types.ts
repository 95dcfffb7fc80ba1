import type { loginMachine } from '@talkhire/machines';
import type { EventFrom, SnapshotFrom } from 'xstate';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type SendLogin = (event: EventFrom<typeof loginMachine>) => void;

/** What a step needs from the login machine. */
export interface LoginStepProps {
  snapshot: LoginSnapshot;
  send: SendLogin;
}
