import { describe, expect, it } from 'vitest';

/** Every component of the web app, by its path from the web folder. */
const components = import.meta.glob<string>('/src/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the notification permission in components', () => {
  it('reads the components of the whole app', () => {
    expect(Object.keys(components).length).toBeGreaterThan(50);
  });

  it('is read through useNotificationPermission, in an effect, never while rendering', () => {
    // Handlers may ask for it (Notification.requestPermission); reading `.permission` in a
    // component is what a render does, and the server has no Notification to read.
    const offenders = Object.entries(components)
      .filter(([path, text]) => !path.endsWith('.test.tsx') && /Notification\.permission\b/.test(text))
      .map(([path]) => path);
    expect(offenders, 'use useNotificationPermission from ui/use-notification-permission').toEqual([]);
  });
});
