import type { TInterview } from '@talkhire/contracts';
import { describe, expect, it } from 'vitest';
import { interviewActions } from './interview-actions';

function interview(overrides: Partial<TInterview>): TInterview {
  return {
    id: 1,
    chat_id: 2,
    job: null,
    company_name: 'Acme',
    recruiter_name: 'Liza Cruz',
    seeker_name: 'Ana Reyes',
    status: 'pending',
    slots: ['2026-12-01T02:00:00.000Z', '2026-12-02T02:00:00.000Z'],
    chosen_slot: null,
    duration_minutes: 60,
    time_zone: 'Asia/Manila',
    address: 'Makati',
    video_link: null,
    contact_person: 'Liza',
    contact_number: '+6328123456',
    instructions: null,
    attendance: null,
    reason: null,
    cancelled_by: null,
    result_requested_at: null,
    created_at: '2026-11-26T00:00:00.000Z',
    updated_at: '2026-11-26T00:00:00.000Z',
    ...overrides,
  };
}

describe('the buttons an invitation shows, from the interview machine', () => {
  it('offers the seeker accept, decline and reject on a pending invitation, the Boss a withdrawal', () => {
    expect(interviewActions(interview({}), 'jobseeker')).toEqual(['accept', 'decline', 'reject']);
    expect(interviewActions(interview({}), 'recruiter')).toEqual(['withdraw']);
  });

  it('offers check-in, cancel and the calendar once accepted', () => {
    const accepted = interview({ status: 'accepted', chosen_slot: 1 });
    expect(interviewActions(accepted, 'jobseeker')).toEqual([
      'check_in',
      'request_result',
      'cancel',
      'add_to_calendar',
    ]);
    expect(interviewActions(accepted, 'recruiter')).toEqual(['cancel', 'add_to_calendar']);
  });

  it('lets the Boss record attendance and the result after the start, and nothing after the result', () => {
    expect(interviewActions(interview({ status: 'in_progress', chosen_slot: 0 }), 'recruiter')).toEqual([
      'mark_attended',
      'mark_absent',
      'mark_passed',
      'mark_not_suitable',
      'add_to_calendar',
    ]);
    expect(interviewActions(interview({ status: 'completed', chosen_slot: 0 }), 'recruiter')).toEqual([
      'mark_passed',
      'mark_not_suitable',
    ]);
    expect(interviewActions(interview({ status: 'passed', chosen_slot: 0 }), 'recruiter')).toEqual([]);
    // The seeker may still ask for the result once it is set (the journey does).
    expect(interviewActions(interview({ status: 'passed', chosen_slot: 0 }), 'jobseeker')).toEqual([
      'request_result',
    ]);
  });

  it('hides the result request once made', () => {
    const asked = interview({
      status: 'completed',
      chosen_slot: 0,
      result_requested_at: '2026-12-01T03:00:00.000Z',
    });
    expect(interviewActions(asked, 'jobseeker')).toEqual([]);
  });
});
