import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Flag } from '../ui/Flag';
import type { SmsCountry } from './sms-countries';

interface CountryCodePickerProps {
  id: string;
  label: string;
  countries: SmsCountry[];
  value: string;
  onChange: (key: string) => void;
}

/**
 * The dial-code list with flag, name and code (a native <select> cannot show the flag images).
 * A listbox in the ARIA pattern: arrows, Home/End, typing a letter, Enter or Space, Escape.
 */
export function CountryCodePicker({ id, label, countries, value, onChange }: CountryCodePickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const selected = countries.find((country) => country.key === value);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    list.current?.querySelector(`#${id}-${countries[active]?.key}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, countries, id]);

  const openList = () => {
    setActive(
      Math.max(
        0,
        countries.findIndex((country) => country.key === value),
      ),
    );
    setOpen(true);
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (country) onChange(country.key);
    setOpen(false);
    button.current?.focus();
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = countries.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setActive((i) => Math.min(last, i + 1)),
      ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
      Home: () => setActive(0),
      End: () => setActive(last),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => {
        setOpen(false);
        button.current?.focus();
      },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key.length === 1) {
      const letter = event.key.toLocaleLowerCase();
      const found = countries.findIndex(
        (c, i) => i > active && c.name.toLocaleLowerCase().startsWith(letter),
      );
      const wrapped =
        found >= 0 ? found : countries.findIndex((c) => c.name.toLocaleLowerCase().startsWith(letter));
      if (wrapped >= 0) setActive(wrapped);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="country-picker">
      <span id={`${id}-label`} className="field__label">
        {label}
      </span>
      <button
        ref={button}
        id={id}
        type="button"
        className="country-picker__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}`}
        data-testid="country-code"
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openList();
          }
        }}
      >
        {selected && <Flag code={selected.key} />}
        <span>{selected?.dialCode}</span>
      </button>
      {open && (
        <div
          ref={list}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          className="country-picker__list"
          aria-labelledby={`${id}-label`}
          aria-activedescendant={countries[active] ? `${id}-${countries[active].key}` : undefined}
          onKeyDown={onListKey}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) setOpen(false);
          }}
        >
          {countries.map((country, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options
            <div
              key={country.key}
              id={`${id}-${country.key}`}
              role="option"
              aria-selected={country.key === value}
              className={`country-picker__option${index === active ? ' country-picker__option--active' : ''}`}
              data-testid={`country-option-${country.key}`}
              onClick={() => choose(index)}
              tabIndex={-1}
              onMouseMove={() => setActive(index)}
            >
              <Flag code={country.key} />
              <span className="country-picker__name">{country.name}</span>
              <span className="country-picker__code">{country.dialCode}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
