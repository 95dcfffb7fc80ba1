/**
 * Delay before reconnect attempt `attempt` (0 first): exponential, capped, with jitter between half
 * and the whole delay so a relay restart is not met by every browser at the same instant.
 */
export function reconnectDelay(
  attempt: number,
  options: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
