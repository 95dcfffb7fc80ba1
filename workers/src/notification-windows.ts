/** What the service worker reads of a page of the site (a WindowClient). */
export interface SiteWindow {
  visibilityState: 'visible' | 'hidden' | 'prerender';
  focused: boolean;
}

/**
 * A push is shown only while no page of the site is visible: a visible chat shows the message
 * itself, and a hidden tab raises the same notification (same tag), so it replaces this one.
 */
export function shouldShowPush(windows: readonly SiteWindow[]): boolean {
  return !windows.some((w) => w.visibilityState === 'visible');
}

/** The page a notification click goes to: the focused one, then a visible one, then any. */
export function windowForClick<W extends SiteWindow>(windows: readonly W[]): W | undefined {
  return windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
}

/** The message a service worker posts to the page it focuses: go to this chat. */
export interface OpenChatMessage {
  type: 'talkhire:open-chat';
  url: string;
}
