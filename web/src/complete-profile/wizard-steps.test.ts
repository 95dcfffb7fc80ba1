import { describe, expect, it } from 'vitest';
import { neighbours, stepOfSegment, stepPath } from './wizard-steps';

describe('wizard steps', () => {
  it('starts at /jobseeker-complete-profile and continues at /10 (spec §2), keeping the language', () => {
    expect(stepPath('en', '1', null)).toBe('/jobseeker-complete-profile');
    expect(stepPath('ar', '10', null)).toBe('/ar/jobseeker-complete-profile/10');
    expect(stepPath('ja', '5', '/jobs?page=2')).toBe(
      '/ja/jobseeker-complete-profile/5?redirect=%2Fjobs%3Fpage%3D2',
    );
  });

  it('walks 1 → 10 → 3 → 4 → 5', () => {
    expect(neighbours('1')).toEqual({ previous: undefined, next: '10' });
    expect(neighbours('10')).toEqual({ previous: '1', next: '3' });
    expect(neighbours('4')).toEqual({ previous: '3', next: '5' });
    expect(neighbours('5')).toEqual({ previous: '4', next: undefined });
  });

  it('knows only its own steps', () => {
    expect(stepOfSegment(undefined)).toBe('1');
    expect(stepOfSegment('10')).toBe('10');
    expect(stepOfSegment('1')).toBeUndefined();
    expect(stepOfSegment('7')).toBeUndefined();
  });
});
