import { describe, expect, it } from 'vitest';
import { identityIdOf } from './identity-rules';

const today = '2026-11-27';
const pass = (passTypeCode: string, passStatus = 'Live', passExpiryDate: string | null = '2030-01-01') => ({
  residentialStatusCode: 'A',
  passTypeCode,
  passStatus,
  passExpiryDate,
});

describe('identityIdOf (issue 15 identity rules)', () => {
  it('makes residential status C a citizen (1) and P a PR (2), whatever the pass says', () => {
    expect(identityIdOf({ ...pass('', '', null), residentialStatusCode: 'C' }, today)).toBe(1);
    expect(
      identityIdOf({ ...pass('SPass', 'Cancelled', '2001-01-01'), residentialStatusCode: 'P' }, today),
    ).toBe(2);
  });

  it.each([
    ['P1Pass', 3],
    ['P2Pass', 3],
    ['QPass', 3],
    ['PEP', 3],
    ['SPass', 4],
    ['WPass', 5],
    ['DP', 6],
    ['LTVP', 7],
    ['EntrePass', 8],
    ['ENTP', 8],
    ['STP', 9],
    ['RPass', 10],
    ['WHP', 10],
    ['', 10],
  ])('maps a Live pass %s to %i', (code, id) => {
    expect(identityIdOf(pass(code), today)).toBe(id);
  });

  it('counts a pass that is not Live, has expired or has no expiry date as Others (10)', () => {
    expect(identityIdOf(pass('SPass', 'Cancelled'), today)).toBe(10);
    expect(identityIdOf(pass('SPass', 'Live', '2026-11-26'), today)).toBe(10);
    expect(identityIdOf(pass('SPass', 'Live', null), today)).toBe(10);
    // Valid through its last day.
    expect(identityIdOf(pass('SPass', 'Live', '2026-11-27'), today)).toBe(4);
    expect(
      identityIdOf(
        { residentialStatusCode: null, passTypeCode: null, passStatus: null, passExpiryDate: null },
        today,
      ),
    ).toBe(10);
  });
});
