import type { AnyStateMachine } from 'xstate';
import { chatConnectionMachine } from '../chat-connection/machine';
import { chatExchangeMachine } from '../chat-exchange/machine';
import { identityVerificationMachine } from '../identity-verification/machine';
import { interviewMachine } from '../interview/machine';
import { loginMachine } from '../login/machine';
import { offerMachine } from '../offer/machine';
import { otpMachine } from '../otp/machine';
import { qrMachine } from '../qr/machine';
import { quickApplyMachine } from '../quick-apply/machine';
import { resumeSyncMachine } from '../resume-sync/machine';
import { sendResumeMachine } from '../send-resume/machine';

/** Where a machine's actors run: a page, the chat worker, or the relay (restored per stored record). */
export type MachineHome = 'page' | 'chat worker' | 'relay';

export interface RegisteredMachine {
  /** The machine's id (its definition's `id`, the name inspection events carry). */
  id: string;
  title: string;
  runsIn: MachineHome[];
  machine: AnyStateMachine;
}

/**
 * Every machine of the product, in the order the developers' page and docs/machines.md list them.
 * A new machine is added here (and its graph plan to `graph-plans.ts`).
 */
export const machineRegistry: RegisteredMachine[] = [
  { id: loginMachine.id, title: 'Login', runsIn: ['page'], machine: loginMachine },
  { id: otpMachine.id, title: 'One-time code', runsIn: ['page'], machine: otpMachine },
  { id: qrMachine.id, title: 'QR login', runsIn: ['page'], machine: qrMachine },
  { id: quickApplyMachine.id, title: 'Quick apply', runsIn: ['page'], machine: quickApplyMachine },
  { id: resumeSyncMachine.id, title: 'Resume sync', runsIn: ['page'], machine: resumeSyncMachine },
  {
    id: interviewMachine.id,
    title: 'Interview invitation',
    runsIn: ['relay', 'page'],
    machine: interviewMachine,
  },
  { id: offerMachine.id, title: 'Offer', runsIn: ['relay', 'page'], machine: offerMachine },
  {
    id: chatExchangeMachine.id,
    title: 'Number exchange and resume request',
    runsIn: ['relay', 'page'],
    machine: chatExchangeMachine,
  },
  { id: sendResumeMachine.id, title: 'Send resume', runsIn: ['page'], machine: sendResumeMachine },
  {
    id: identityVerificationMachine.id,
    title: 'Identity verification',
    runsIn: ['page'],
    machine: identityVerificationMachine,
  },
  {
    id: chatConnectionMachine.id,
    title: 'Chat connection',
    runsIn: ['chat worker'],
    machine: chatConnectionMachine,
  },
];
