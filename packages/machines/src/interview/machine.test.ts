import { describe, expect, it } from 'vitest';
import { decideInterview } from './refusal';
import { noShowBanEnd, resultRequestableFrom, startOfDayIn, zonedWallTime } from './rules';
import { at, interviewContext, slotStart } from './test-fixtures';

const accepted = interviewContext({ chosenSlot: 0 });

describe('interview invitation decisions', () => {
  it('lets the seeker pick a proposed slot that has not started', () => {
    const answer = decideInterview('pending', interviewContext(), {
      type: 'ACCEPT',
      by: 'jobseeker',
      slot: 1,
      at: at.start,
      bannedUntil: null,
    });
    expect(answer).toMatchObject({ ok: true, status: 'accepted', context: { chosenSlot: 1 } });
  });

  it.each([
    [{ slot: 3, at: at.dayBefore, bannedUntil: null }, 'slot_required'],
    [{ slot: -1, at: at.dayBefore, bannedUntil: null }, 'slot_required'],
    [{ slot: 0, at: at.start, bannedUntil: null }, 'slot_passed'],
    [{ slot: 0, at: at.dayBefore, bannedUntil: at.start }, 'no_show_ban'],
  ] as const)('refuses accepting %o: %s', (fields, refusal) => {
    expect(
      decideInterview('pending', interviewContext(), { type: 'ACCEPT', by: 'jobseeker', ...fields }),
    ).toEqual({
      ok: false,
      refusal,
    });
  });

  it('refuses a Boss answering for the seeker and a seeker recording the result', () => {
    const accept = { type: 'ACCEPT', by: 'recruiter', slot: 0, at: at.dayBefore, bannedUntil: null } as const;
    expect(decideInterview('pending', interviewContext(), accept)).toEqual({
      ok: false,
      refusal: 'not_your_action',
    });
    const result = { type: 'SET_RESULT', by: 'jobseeker', result: 'passed' } as const;
    expect(decideInterview('finished', accepted, result)).toEqual({ ok: false, refusal: 'not_your_action' });
  });

  it('needs a reason to reject or cancel', () => {
    expect(
      decideInterview('pending', interviewContext(), { type: 'REJECT', by: 'jobseeker', reason: '  ' }),
    ).toEqual({
      ok: false,
      refusal: 'reason_required',
    });
    const cancel = { type: 'CANCEL', by: 'jobseeker', at: at.dayBefore, reason: '' } as const;
    expect(decideInterview('accepted', accepted, cancel)).toEqual({ ok: false, refusal: 'reason_required' });
  });

  it('cancels an accepted interview until 3 hours before it, not after', () => {
    const cancel = (when: number) =>
      ({ type: 'CANCEL', by: 'recruiter', at: when, reason: 'Filled' }) as const;
    expect(decideInterview('accepted', accepted, cancel(at.fourHoursBefore))).toMatchObject({
      ok: true,
      status: 'cancelled',
      context: { reason: 'Filled', cancelledBy: 'recruiter' },
    });
    expect(decideInterview('accepted', accepted, cancel(at.twoHoursBefore))).toEqual({
      ok: false,
      refusal: 'too_late_to_cancel',
    });
    expect(decideInterview('checked_in', accepted, cancel(at.tenMinutesBefore))).toEqual({
      ok: false,
      refusal: 'too_late_to_cancel',
    });
  });

  it('takes a check-in only from 30 minutes before the start to 30 minutes after it', () => {
    const checkIn = (when: number) => ({ type: 'CHECK_IN', by: 'jobseeker', at: when }) as const;
    expect(decideInterview('accepted', accepted, checkIn(at.twoHoursBefore))).toEqual({
      ok: false,
      refusal: 'cannot_check_in_now',
    });
    expect(decideInterview('accepted', accepted, checkIn(at.tenMinutesBefore))).toMatchObject({
      status: 'checked_in',
    });
    expect(decideInterview('not_checked_in', accepted, checkIn(at.tenMinutesIn))).toMatchObject({
      status: 'in_progress',
    });
    expect(decideInterview('finished', accepted, checkIn(at.dayAfterEnd))).toEqual({
      ok: false,
      refusal: 'cannot_check_in_now',
    });
  });

  it('lets the seeker ask for the result from the interview day, once, unless absent', () => {
    const ask = (when: number) => ({ type: 'REQUEST_RESULT', by: 'jobseeker', at: when }) as const;
    expect(decideInterview('accepted', accepted, ask(at.dayBefore))).toEqual({
      ok: false,
      refusal: 'result_not_yet',
    });
    expect(decideInterview('pending', interviewContext(), ask(at.end))).toEqual({
      ok: false,
      refusal: 'result_not_yet',
    });
    expect(decideInterview('completed', { ...accepted, attendance: 'attended' }, ask(at.end))).toMatchObject({
      ok: true,
      status: 'completed',
      context: { resultRequestedAt: at.end },
    });
    expect(decideInterview('finished', { ...accepted, resultRequestedAt: at.end }, ask(at.end))).toEqual({
      ok: false,
      refusal: 'result_already_requested',
    });
    expect(decideInterview('not_attended', { ...accepted, attendance: 'absent' }, ask(at.end))).toEqual({
      ok: false,
      refusal: 'absent_no_result',
    });
  });

  it('moves with time: expired at the first slot, then through the interview to pending results', () => {
    const tick = (when: number) => ({ type: 'TICK', at: when }) as const;
    expect(decideInterview('pending', interviewContext(), tick(at.start))).toMatchObject({
      status: 'expired',
    });
    expect(decideInterview('accepted', accepted, tick(at.start))).toMatchObject({ status: 'not_checked_in' });
    expect(decideInterview('checked_in', accepted, tick(at.start))).toMatchObject({ status: 'in_progress' });
    expect(decideInterview('accepted', accepted, tick(at.end))).toMatchObject({ status: 'finished' });
    expect(decideInterview('finished', accepted, tick(at.dayAfterEnd))).toMatchObject({
      status: 'pending_results',
    });
    expect(decideInterview('accepted', accepted, tick(at.tenMinutesBefore))).toEqual({
      ok: false,
      refusal: 'no_longer_possible',
    });
  });
});

describe('interview rules', () => {
  it('finds the start of the interview day in the edition zone', () => {
    // 10:00 in Singapore is 02:00 UTC; the day began at 16:00 UTC the evening before.
    expect(new Date(resultRequestableFrom(interviewContext())).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(new Date(startOfDayIn('America/Sao_Paulo', slotStart)).toISOString()).toBe(
      '2026-11-30T03:00:00.000Z',
    );
    // A day that starts with a daylight-saving change (Europe/Madrid, 29 March 2026).
    expect(new Date(startOfDayIn('Europe/Madrid', Date.UTC(2026, 2, 29, 12))).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
  });

  it('reads a wall-clock time typed for a zone', () => {
    expect(new Date(zonedWallTime('2026-12-01T10:00', 'Asia/Singapore')).toISOString()).toBe(
      '2026-12-01T02:00:00.000Z',
    );
    expect(new Date(zonedWallTime('2026-07-01T09:30', 'America/Sao_Paulo')).toISOString()).toBe(
      '2026-07-01T12:30:00.000Z',
    );
    expect(new Date(zonedWallTime('2026-03-29T12:00', 'Europe/Madrid')).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
  });

  it('bans for 6 months after three no-shows within 3 months, not when they are spread out', () => {
    const day = 86_400_000;
    const start = Date.UTC(2026, 0, 10);
    expect(noShowBanEnd([start, start + 30 * day, start + 80 * day])).toBe(Date.UTC(2026, 9, 1));
    expect(noShowBanEnd([start, start + 60 * day, start + 120 * day])).toBeNull();
    expect(noShowBanEnd([start, start + 10 * day])).toBeNull();
  });
});
