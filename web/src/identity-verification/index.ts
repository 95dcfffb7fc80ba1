export { EligibilityRestriction } from './EligibilityRestriction';
export { IdentityDialogsHost } from './IdentityDialogsHost';
export { IdentityLoginButton } from './IdentityLoginButton';
export { IdentityPrompt } from './IdentityPrompt';
export { useIdentityVerification } from './use-identity-verification';
export { WorkEligibility } from './WorkEligibility';
