// @vitest-environment happy-dom
import type { ApiClient } from '@talkhire/client';
import type { TInterview } from '@talkhire/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../testing/english-i18n';
import { InterviewCard } from './InterviewCard';

afterEach(cleanup);

const i18n = await englishI18n();

const pending: TInterview = {
  id: 17,
  chat_id: 3,
  job: { id: 11, title: 'Frontend Developer' },
  company_name: 'Acme',
  recruiter_name: 'Mei',
  seeker_name: 'Paz',
  status: 'pending',
  slots: ['2026-12-01T02:00:00.000Z', '2026-12-02T02:00:00.000Z', '2026-12-03T02:00:00.000Z'],
  chosen_slot: null,
  duration_minutes: 60,
  time_zone: 'Asia/Taipei',
  address: '8 Songren Road, Taipei',
  video_link: null,
  contact_person: 'Mei',
  contact_number: '+886 2 2720 8889',
  instructions: null,
  attendance: null,
  reason: null,
  cancelled_by: null,
  result_requested_at: null,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

function card(api: ApiClient) {
  return (
    <I18nextProvider i18n={i18n}>
      <InterviewCard interview={pending} party="jobseeker" api={api} />
    </I18nextProvider>
  );
}

describe('an interview invitation the seeker answers', () => {
  it('keeps the time picked when the virtualised chat unmounts the card and shows it again', async () => {
    const api = { call: vi.fn(async () => ({ ...pending, status: 'accepted', chosen_slot: 1 })) };
    const first = render(card(api as unknown as ApiClient));
    await userEvent.click(screen.getAllByTestId('interview-slot')[1]!);
    first.unmount();

    render(card(api as unknown as ApiClient));
    expect(screen.getAllByTestId('interview-slot')[1]).toHaveProperty('checked', true);
    await userEvent.click(screen.getByTestId('interview-accept'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith(
        expect.anything(),
        { params: { id: 17 }, body: { slot: 1 } },
        {
          quiet: true,
        },
      ),
    );
  });
});
