// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationPermission } from './use-notification-permission';

function Prompt() {
  const [permission] = useNotificationPermission();
  return <p>{permission === 'default' ? 'Turn on notifications' : 'quiet'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the notification permission', () => {
  it('renders on the server, where there is no Notification, as no prompt', () => {
    vi.stubGlobal('Notification', undefined);
    expect(renderToString(<Prompt />)).toBe('<p>quiet</p>');
  });

  it("hydrates the server's page without a mismatch, then shows the prompt the browser allows", async () => {
    vi.stubGlobal('Notification', undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Prompt />);
    vi.stubGlobal('Notification', { permission: 'default' });
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Prompt />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Turn on notifications');
  });
});
