import { type AnalyticsConsent, analyticsConsent, type EditionKey } from '@talkhire/config';
import { checkedBy, localTextKey } from '../ui/local-store';

export type ConsentChoice = 'granted' | 'denied';

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';
/** The visitor's answer to the consent bar; remembering it is what the bar is for. */
const storedChoice = localTextKey('analytics_consent', checkedBy(isChoice));

export function consentPolicy(edition: EditionKey): AnalyticsConsent {
  return analyticsConsent[edition];
}

export function consentChoice(): ConsentChoice | undefined {
  return storedChoice.read();
}

export function chooseConsent(choice: ConsentChoice): void {
  storedChoice.write(choice);
}

/**
 * Whether the tracker may keep and send anything: in an opt-in edition only after the visitor
 * accepted; in a notice edition unless they declined.
 */
export function trackingAllowed(edition: EditionKey): boolean {
  const choice = consentChoice();
  return consentPolicy(edition) === 'opt-in' ? choice === 'granted' : choice !== 'denied';
}
