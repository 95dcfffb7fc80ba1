/**
 * Tells the chat core whether this tab is active: shown and focused (spec §4's page signal). It
 * says so now, on every change, and 'not active' when the page goes away. `report` says it again,
 * for a core that restarted; `stop` removes the listeners.
 */
export function trackTabActivity(setActive: (active: boolean) => void) {
  const report = () => setActive(document.visibilityState === 'visible' && document.hasFocus());
  const gone = () => setActive(false);
  report();
  document.addEventListener('visibilitychange', report);
  window.addEventListener('focus', report);
  window.addEventListener('blur', report);
  window.addEventListener('pagehide', gone);
  return {
    report,
    stop() {
      document.removeEventListener('visibilitychange', report);
      window.removeEventListener('focus', report);
      window.removeEventListener('blur', report);
      window.removeEventListener('pagehide', gone);
    },
  };
}
