/** Messages read from the store when a conversation opens: the newest ones. */
export const openingWindow = 100;

/**
 * Where the window of messages read from the store starts once the seeker scrolls to its top. It
 * doubles rather than growing by a page: every step re-reads the whole window (one live query),
 * so back to the first of 10,000 messages a page of 100 at a time was 100 steps reading 500,000
 * messages, each step a wait at the top; doubling, 7 steps and under 20,000.
 */
export function widerWindowStart(fromSeq: number, newestSeq: number): number {
  return Math.max(0, fromSeq - Math.max(openingWindow, newestSeq - fromSeq));
}
