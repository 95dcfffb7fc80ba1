// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCountdown } from './use-resend-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the resend countdown', () => {
  it('counts down once a second from the seconds the relay names, and stops at 0', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(2.2));
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(2);
    // Each second is its own render, whose effect sets the next tick.
    for (let second = 0; second < 5; second++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
  });

  it('starts again from a new value (a refused resend names its own wait)', () => {
    const { result } = renderHook(() => useResendCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.start(10));
    expect(result.current.left).toBe(10);
    act(() => result.current.start(-4));
    expect(result.current.left).toBe(0);
  });
});
