// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';
import { preloadListboxPopup } from './lazy-listbox-popup';
import { PrimitivesProvider } from './PrimitivesProvider';

// The chunk a first open loads is here before the tests, which then run synchronously.
beforeAll(async () => {
  await preloadListboxPopup();
});
afterEach(cleanup);

const titles = ['Nurse', 'Nursing aide', 'Nutritionist'].map((label, i) => ({ key: `t${i}`, label }));

/** A search form around the box, as the search pages have it. */
function SearchForm({ onTake, onSubmit }: { onTake(label: string): void; onSubmit(): void }) {
  const [text, setText] = useState('nu');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        label="Job title or keyword"
        value={text}
        onValueChange={setText}
        groups={[{ key: 'titles', label: 'Job title', options: titles }]}
        onTake={(option) => onTake(option.label)}
      />
    </form>
  );
}

function renderBox(language: 'en' | 'ar' = 'en') {
  const onTake = vi.fn();
  const onSubmit = vi.fn();
  render(
    <PrimitivesProvider language={language}>
      <SearchForm onTake={onTake} onSubmit={onSubmit} />
    </PrimitivesProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Job title or keyword' });
  return { box, onTake, onSubmit };
}

const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the combobox', () => {
  it('opens its grouped list on focus, with nothing active yet', () => {
    const { box } = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Job title or keyword' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByRole('group', { name: 'Job title' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Nurse',
      'Nursing aide',
      'Nutritionist',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('moves through the choices with ArrowDown and ArrowUp, wrapping round, and keeps focus', () => {
    const { box } = renderBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)?.textContent).toBe('Nurse');
    expect(activeOption(box)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)?.textContent).toBe('Nutritionist');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)?.textContent).toBe('Nurse');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption(box)?.textContent).toBe('Nutritionist');
    expect(document.activeElement).toBe(box);
  });

  it('takes the active choice with Enter, closes, and does not submit the form', () => {
    const { box, onTake, onSubmit } = renderBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onTake).toHaveBeenCalledWith('Nursing aide');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaves Enter to the form when no choice is active', () => {
    const { box, onTake } = renderBox();
    box.focus();
    const enter = fireEvent.keyDown(box, { key: 'Enter' });
    // Not prevented: the browser submits the form the box is in.
    expect(enter).toBe(true);
    expect(onTake).not.toHaveBeenCalled();
  });

  it('closes with Escape, and ArrowDown opens it again', () => {
    const { box } = renderBox();
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(box)?.textContent).toBe('Nurse');
  });

  it('takes a clicked choice', () => {
    const { box, onTake } = renderBox();
    fireEvent.focus(box);
    fireEvent.click(screen.getByRole('option', { name: 'Nutritionist' }));
    expect(onTake).toHaveBeenCalledWith('Nutritionist');
  });

  it('in Arabic, moves the same way up and down and leaves left and right to the text caret', () => {
    const { box } = renderBox('ar');
    box.focus();
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End'])
      expect(fireEvent.keyDown(box, { key }), key).toBe(true);
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)?.textContent).toBe('Nurse');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeOption(box)?.textContent).toBe('Nursing aide');
  });
});
