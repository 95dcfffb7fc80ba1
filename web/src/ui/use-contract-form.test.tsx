// @vitest-environment happy-dom
import { ApiFailure } from '@talkhire/client';
import { fieldMessage, ZNewPasswordForm } from '@talkhire/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { fieldErrorText, showServerErrors, underName, useContractForm } from './use-contract-form';

const i18n = await englishI18n(['jobseeker', 'errors'], ['ar']);
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

const refusal = (errors: Record<string, string[]>, message = 'Some of the information is not valid.') =>
  new ApiFailure(422, 40001, message, errors);

describe('server errors on a form', () => {
  const sayRefusal = (failure: ApiFailure) => failure.message || 'Failed.';
  const shown = new Set(['email', 'filters', 'preference.salary_max']);
  const shows = (name: string) => shown.has(name);

  it("puts each field's message on the field of that name, the rest on the form", () => {
    // client_id is in the body but the form shows no message for it.
    const setError = vi.fn();
    const rest = showServerErrors(
      refusal({ email: ['Taken.'], 'filters.degrees': ['Not a degree.'], client_id: ['Wrong client.'] }),
      { shows, setError, describe: sayRefusal },
    );
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.' });
    // A nested name the form has no field for lands on the nearest one it has.
    expect(setError).toHaveBeenCalledWith('filters', { type: 'server', message: 'Not a degree.' });
    expect(rest).toBe('Wrong client.');
  });

  it('finds the fields of a body the form holds under a name', () => {
    const setError = vi.fn();
    const preferenceRefusal = async () => {
      throw refusal({ salary_max: ['Too low.'] });
    };
    return preferenceRefusal()
      .catch(underName('preference.'))
      .catch((failure: ApiFailure) => {
        expect(showServerErrors(failure, { shows, setError, describe: sayRefusal })).toBeNull();
        expect(setError).toHaveBeenCalledWith('preference.salary_max', {
          type: 'server',
          message: 'Too low.',
        });
      });
  });

  it("shows the refusal's own message when it names no field, else the fallback", () => {
    const options = { shows, setError: vi.fn(), describe: sayRefusal };
    expect(showServerErrors(new ApiFailure(409, 41279, 'A duplicate alert.'), options)).toBe(
      'A duplicate alert.',
    );
    expect(showServerErrors(new ApiFailure(0, 0, ''), options)).toBe('Failed.');
  });

  it("says a contract's key in the page's language and a server's sentence as it came", async () => {
    const t = i18n.getFixedT('ar');
    expect(fieldErrorText(t, fieldMessage('field.too_long', { maximum: 50 }))).toMatch(/[\u0600-\u06FF]/);
    expect(fieldErrorText(i18n.t, fieldMessage('field.min_age', { minimum_age: 16 }))).toBe(
      'You must be at least 16 years old.',
    );
    expect(fieldErrorText(i18n.t, 'The email has already been taken.')).toBe(
      'The email has already been taken.',
    );
    expect(fieldErrorText(i18n.t, undefined)).toBeUndefined();
  });
});

describe('useContractForm', () => {
  it("checks the contract's rules before sending, then maps the relay's refusal onto the fields", async () => {
    const { result } = renderHook(
      () => useContractForm(ZNewPasswordForm, { new_password: '', confirm: '' }),
      {
        wrapper,
      },
    );
    const send = vi.fn(async () => {
      throw refusal({ new_password: ['This password is too common.'], otp: ['The code has expired.'] });
    });

    await act(() => result.current.onSubmit(send)());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errorOf('new_password')).toBe('The password must be at least 8 characters long.');

    act(() => {
      result.current.setValue('new_password', 'long enough');
      result.current.setValue('confirm', 'long enough');
    });
    await act(() => result.current.onSubmit(send)());
    expect(send).toHaveBeenCalledWith({ new_password: 'long enough', confirm: 'long enough' });
    expect(result.current.errorOf('new_password')).toBe('This password is too common.');
    expect(result.current.errorOf('confirm')).toBeUndefined();
    expect(result.current.formError).toBe('The code has expired.');
  });

  it('says the passwords differ on the second field', async () => {
    const { result } = renderHook(
      () => useContractForm(ZNewPasswordForm, { new_password: 'long enough', confirm: 'long enougH' }),
      { wrapper },
    );
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.errorOf('confirm')).toBe('The passwords do not match.');
  });
});
