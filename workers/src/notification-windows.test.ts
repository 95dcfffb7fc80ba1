import { describe, expect, it } from 'vitest';
import { shouldShowPush, windowForClick } from './notification-windows';

const page = (visibilityState: 'visible' | 'hidden', focused = false, name = '') => ({
  visibilityState,
  focused,
  name,
});

describe('which page hears a chat notification', () => {
  it('shows a push only while no page of the site is visible', () => {
    expect(shouldShowPush([])).toBe(true);
    expect(shouldShowPush([page('hidden'), page('hidden')])).toBe(true);
    expect(shouldShowPush([page('hidden'), page('visible')])).toBe(false);
  });

  it('sends a click to the focused page, then a visible one, then any, and to none when none is open', () => {
    expect(windowForClick([page('visible', false, 'a'), page('visible', true, 'b')])?.name).toBe('b');
    expect(windowForClick([page('hidden', false, 'a'), page('visible', false, 'b')])?.name).toBe('b');
    expect(windowForClick([page('hidden', false, 'a'), page('hidden', false, 'b')])?.name).toBe('a');
    expect(windowForClick([])).toBeUndefined();
  });
});
