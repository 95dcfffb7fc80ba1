import { chatConnectionGraph } from '../chat-connection/graph-plan';
import { chatExchangeGraph } from '../chat-exchange/graph-plan';
import { identityVerificationGraph } from '../identity-verification/graph-plan';
import { interviewGraph } from '../interview/graph-plan';
import { loginGraph } from '../login/graph-plan';
import { offerGraph } from '../offer/graph-plan';
import { otpGraph } from '../otp/graph-plan';
import { qrGraph } from '../qr/graph-plan';
import { quickApplyGraph } from '../quick-apply/graph-plan';
import { resumeSyncGraph } from '../resume-sync/graph-plan';
import { sendResumeGraph } from '../send-resume/graph-plan';
import type { GraphEvent } from '../testing/graph-coverage';

/**
 * Each machine's graph walk (the inputs it starts from and the events it sends), by machine id: the
 * same plans its machine.graph.test.ts walks, so the docs name the paths the tests replay.
 */
export const graphPlans: Record<string, { inputs: unknown[]; events: GraphEvent[] }> = {
  login: loginGraph,
  otp: otpGraph,
  qr: qrGraph,
  quickApply: quickApplyGraph,
  resumeSync: resumeSyncGraph,
  interview: interviewGraph,
  offer: offerGraph,
  chatExchange: chatExchangeGraph,
  sendResume: sendResumeGraph,
  identityVerification: identityVerificationGraph,
  chatConnection: chatConnectionGraph,
};
