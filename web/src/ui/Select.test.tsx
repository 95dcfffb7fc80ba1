// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadListboxPopup } from './lazy-listbox-popup';
import { Select } from './Select';

// The chunk a first open loads is here before the tests, which then run synchronously.
beforeAll(async () => {
  await preloadListboxPopup();
});
afterEach(cleanup);

const countries = [
  { key: 'jp', label: 'Japan', code: '+81' },
  { key: 'my', label: 'Malaysia', code: '+60' },
  { key: 'ph', label: 'Philippines', code: '+63' },
  { key: 'sg', label: 'Singapore', code: '+65' },
];

function Picker({ onChange }: { onChange(key: string): void }) {
  const [value, setValue] = useState('my');
  return (
    <Select
      id="country"
      label="Country code"
      value={value}
      options={countries}
      onValueChange={(key) => {
        setValue(key);
        onChange(key);
      }}
      renderValue={(country) => country?.code}
    />
  );
}

function renderPicker() {
  const onChange = vi.fn();
  render(<Picker onChange={onChange} />);
  return { button: screen.getByRole('combobox', { name: 'Country code' }), onChange };
}

const active = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('the select', () => {
  it('opens on the chosen option with ArrowDown, moves, and chooses with Enter keeping focus', async () => {
    const { button, onChange } = renderPicker();
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Country code' })).toBeTruthy();
    expect(active(button)).toBe('Malaysia');
    await keys.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ph');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('+63');
    expect(document.activeElement).toBe(button);
  });

  it('stops at the ends, and Home and End jump to them', async () => {
    const { button } = renderPicker();
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('{End}');
    expect(active(button)).toBe('Singapore');
    await keys.keyboard('{ArrowDown}');
    expect(active(button)).toBe('Singapore');
    await keys.keyboard('{Home}{ArrowUp}');
    expect(active(button)).toBe('Japan');
  });

  it('jumps to an option by the letters typed', async () => {
    const { button } = renderPicker();
    const keys = userEvent.setup();
    await keys.tab();
    await keys.keyboard('s');
    expect(active(button)).toBe('Singapore');
    await keys.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('+60');
  });

  it('chooses a clicked option', async () => {
    const { button, onChange } = renderPicker();
    const clicks = userEvent.setup();
    await clicks.click(button);
    await clicks.click(screen.getByRole('option', { name: 'Japan' }));
    expect(onChange).toHaveBeenCalledWith('jp');
    expect(document.activeElement).toBe(button);
  });
});
