import type { ConfigListItem } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { jobTitleName } from './config-list';

const tree = [
  {
    id: 1,
    value: 'Engineering',
    sub_function_list: [
      { id: 10, value: 'Software', job_titles: [{ id: 100, value: 'Frontend developer' }] },
      { id: 11, value: 'Hardware', job_titles: [{ id: 110, value: 'Chip designer' }] },
    ],
  },
] as unknown as ConfigListItem<'main_functions'>[];

describe('jobTitleName', () => {
  it('finds a job title anywhere in the main functions tree', () => {
    expect(jobTitleName(tree, 110)).toBe('Chip designer');
    expect(jobTitleName(tree, 100)).toBe('Frontend developer');
  });

  it('knows nothing before the tree has loaded, or of an id it does not hold', () => {
    expect(jobTitleName(undefined, 100)).toBeUndefined();
    expect(jobTitleName(tree, 999)).toBeUndefined();
  });
});
