// @vitest-environment happy-dom
import type { TIdentityInfo } from '@talkhire/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { preloadDialog } from '../ui/Dialog';
import { ConfirmInformationDialog } from './ConfirmInformationDialog';
import { identityRows } from './IdentityInfoRows';
import { identityName } from './use-identity-labels';
import { VerificationFailedDialog } from './VerificationFailedDialog';
import { VerifiedDialog } from './VerifiedDialog';

const i18n = await englishI18n(['jobseeker', 'errors']);

beforeAll(async () => {
  await preloadDialog();
});
afterEach(cleanup);

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const inEnglish = (children: ReactNode) => render(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>);

/** A pass holder whose pass status the provider left out. */
const passHolder: TIdentityInfo = {
  uinfin: 'G1612353L',
  name: 'LIM WEI',
  residential_status: 'A',
  nationality: 'MY',
  pass_type: 'SPass',
  pass_status: null,
  pass_expiry_date: '2020-05-01',
};

describe('the confirm-information dialog', () => {
  it('is 600 wide and shows the seven rows in order, a missing value as -', () => {
    inEnglish(
      <ConfirmInformationDialog
        info={passHolder}
        verifying={false}
        failure={null}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm your information' });
    expect(dialog.getAttribute('style')).toContain('600px');
    const labels = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual([
      'Identity number',
      'Principal name',
      'Residential status',
      'Nationality',
      'Pass type',
      'Pass status',
      'Pass expiry date',
    ]);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['G1612353L', 'LIM WEI', 'A', 'MY', 'SPass', '-', '2020-05-01']);
    expect(identityRows).toHaveLength(7);
  });

  it('submits once the data is there, and shows loading while the verification runs', async () => {
    const onSubmit = vi.fn();
    const { rerender } = inEnglish(
      <ConfirmInformationDialog
        info={null}
        verifying={false}
        failure={null}
        onSubmit={onSubmit}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('identity-submit')).toHaveProperty('disabled', true);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ConfirmInformationDialog
          info={passHolder}
          verifying={false}
          failure={null}
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </I18nextProvider>,
    );
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ConfirmInformationDialog
          info={passHolder}
          verifying
          failure={null}
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </I18nextProvider>,
    );
    const busy = screen.getByTestId('identity-submit');
    expect(busy.textContent).toBe('Verifying…');
    expect(busy).toHaveProperty('disabled', true);
  });

  it('is not closed by a click on the mask, nor by Escape while verifying; Escape closes it otherwise', async () => {
    const onClose = vi.fn();
    const { rerender } = inEnglish(
      <ConfirmInformationDialog
        info={passHolder}
        verifying
        failure={null}
        onSubmit={vi.fn()}
        onClose={onClose}
      />,
    );
    await user().click(document.querySelector('.dialog-mask') as HTMLElement);
    await user().keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ConfirmInformationDialog
          info={passHolder}
          verifying={false}
          failure={null}
          onSubmit={vi.fn()}
          onClose={onClose}
        />
      </I18nextProvider>,
    );
    await user().click(document.querySelector('.dialog-mask') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await user().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the verification-failed dialog', () => {
  it("says the service is unavailable, shows every value as 'failed' and offers do it later beside the login button", async () => {
    const onLater = vi.fn();
    inEnglish(
      <VerificationFailedDialog
        loginButton={<button type="button">{'Verify with Singpass'}</button>}
        onLater={onLater}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Verification failed' });
    expect(dialog.textContent).toContain('The national identity data service is currently unavailable.');
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(Array(7).fill('failed'));
    within(dialog).getByRole('button', { name: 'Verify with Singpass' });
    await user().click(within(dialog).getByRole('button', { name: 'Do it later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});

describe('the success dialog', () => {
  it('is 420 wide with the new identity, the three benefits and find jobs now', async () => {
    const onFindJobs = vi.fn();
    inEnglish(<VerifiedDialog identity="Singapore Citizen" onFindJobs={onFindJobs} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Identity verified successfully' });
    expect(dialog.getAttribute('style')).toContain('420px');
    expect(screen.getByTestId('identity-new-identity').textContent).toContain('Singapore Citizen');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Priority visibility to employers', 'The exclusive verified badge', 'Better job matching']);
    await user().click(within(dialog).getByRole('button', { name: 'Find jobs now' }));
    expect(onFindJobs).toHaveBeenCalledTimes(1);
  });

  it('names the identity from user_identity_lists, or by the value given when the list lacks it', () => {
    const labels = new Map([[2, 'Singapore Permanent Resident']]);
    expect(identityName(labels, { id: 2, value: 'Singapore PR' })).toBe('Singapore Permanent Resident');
    expect(identityName(labels, { id: 10, value: 'Others' })).toBe('Others');
    expect(identityName(undefined, { id: 2, value: 'Singapore PR' })).toBe('Singapore PR');
  });
});
