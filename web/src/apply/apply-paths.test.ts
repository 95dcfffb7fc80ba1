import { describe, expect, it } from 'vitest';
import { appliedJobsPath, applySuccessPath } from './apply-paths';

describe('apply paths', () => {
  it('puts the success page under the job url, with the language prefix when there is one', () => {
    const job = { id: 4512, title: 'Senior Sales Lead' };
    expect(applySuccessPath('en', job)).toBe('/job/senior-sales-lead-4512/apply/success');
    expect(applySuccessPath('ar', job)).toBe('/ar/job/senior-sales-lead-4512/apply/success');
  });

  it('keeps the applied list under the language prefix too', () => {
    expect(appliedJobsPath('en')).toBe('/applied-jobs');
    expect(appliedJobsPath('ja')).toBe('/ja/applied-jobs');
  });
});
