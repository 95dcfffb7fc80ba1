/** The ai-writing feature's public entry: the summary writer and the AI avatar button. */
export { AiAvatarButton } from './AiAvatarButton';
export { AiSummaryWriter } from './AiSummaryWriter';
