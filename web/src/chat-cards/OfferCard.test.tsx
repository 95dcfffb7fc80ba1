// @vitest-environment happy-dom
import type { ApiClient } from '@talkhire/client';
import type { TOffer } from '@talkhire/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { OfferCard } from './OfferCard';

afterEach(cleanup);

const i18n = await englishI18n();

const sent: TOffer = {
  id: 7,
  chat_id: 3,
  job: { id: 11, title: 'Frontend Developer' },
  company_name: 'Acme',
  status: 'sent',
  salary: 'TWD 65,000 a month',
  start_date: '2027-01-04',
  note: null,
  letter: null,
  reason: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

describe('an offer card the seeker answers', () => {
  it('hands the answered offer to the list holding it, so My Jobs shows the new status', async () => {
    const accepted = { ...sent, status: 'accepted' as const };
    const api = { call: vi.fn(async () => accepted) } as unknown as ApiClient;
    const onChanged = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <OfferCard offer={sent} party="jobseeker" api={api} onChanged={onChanged} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByTestId('offer-accept'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(accepted));
  });

  it('tells the list nothing when the answer is refused', async () => {
    const api = { call: vi.fn(async () => Promise.reject(new Error('refused'))) } as unknown as ApiClient;
    const onChanged = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <OfferCard offer={sent} party="jobseeker" api={api} onChanged={onChanged} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByTestId('offer-accept'));
    await screen.findByTestId('card-error');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
