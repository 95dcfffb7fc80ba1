import { describe, expect, it } from 'vitest';
import { movedIndex, typedIndex } from './listbox-keys';

const combobox = { wrap: true, ends: false };
const select = { wrap: false, ends: true };

describe('the active option of a list', () => {
  it('starts at the first option going down and at the last going up', () => {
    expect(movedIndex('ArrowDown', -1, 4, combobox)).toBe(0);
    expect(movedIndex('ArrowUp', -1, 4, combobox)).toBe(3);
  });

  it('wraps round in a combobox and stops at the ends in a select', () => {
    expect(movedIndex('ArrowDown', 3, 4, combobox)).toBe(0);
    expect(movedIndex('ArrowUp', 0, 4, combobox)).toBe(3);
    expect(movedIndex('ArrowDown', 3, 4, select)).toBe(3);
    expect(movedIndex('ArrowUp', 0, 4, select)).toBe(0);
  });

  it('leaves Home, End and the left and right arrows to a combobox’s text caret', () => {
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight'])
      expect(movedIndex(key, 1, 4, combobox)).toBeUndefined();
    expect(movedIndex('Home', 2, 4, select)).toBe(0);
    expect(movedIndex('End', 0, 4, select)).toBe(3);
  });

  it('has nothing to move to in an empty list', () => {
    expect(movedIndex('ArrowDown', -1, 0, combobox)).toBe(-1);
    expect(movedIndex('Enter', -1, 0, combobox)).toBeUndefined();
  });
});

describe('type-ahead', () => {
  const names = ['Japan', 'Malaysia', 'Macau', 'Philippines', 'Singapore'];

  it('finds the first option starting with the letters typed, in any case', () => {
    expect(typedIndex(names, 'p', -1)).toBe(3);
    expect(typedIndex(names, 'MAC', 0)).toBe(2);
  });

  it('steps through the options of one letter when the letter is typed again', () => {
    expect(typedIndex(names, 'm', -1)).toBe(1);
    expect(typedIndex(names, 'm', 1)).toBe(2);
    expect(typedIndex(names, 'm', 2)).toBe(1);
  });

  it('finds nothing for letters no option starts with', () => {
    expect(typedIndex(names, 'x', 0)).toBe(-1);
    expect(typedIndex(names, '', 0)).toBe(-1);
  });
});
