// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { NotificationsProvider, useNotifications } from './notifications';

afterEach(cleanup);

const i18n = await englishI18n();

let api: ReturnType<typeof useNotifications> | undefined;
function Caller() {
  api = useNotifications();
  return null;
}

function renderProvider() {
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationsProvider>
        <Caller />
      </NotificationsProvider>
    </I18nextProvider>,
  );
  if (!api) throw new Error('no notifications');
  return api;
}

describe('toasts', () => {
  it('show in a named region of the page, one per message, once their code has loaded', async () => {
    const notifications = renderProvider();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => notifications.toast('Job saved'));
    act(() => notifications.toast('Job saved'));
    // The toasts' code loads on first use: on a busy machine that takes more than a second.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' }, { timeout: 10_000 });
    await screen.findByTestId('toast');
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['Job saved']);
    expect(region.contains(toasts[0]!)).toBe(true);
  }, 30_000);

  it('keep the notification bar apart, as an alert', () => {
    const notifications = renderProvider();
    act(() => notifications.showNotification('error', 'Something went wrong.'));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong.');
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
