import { type KeyboardEvent, type ReactNode, Suspense, useRef, useState } from 'react';
import { ListboxPopup, preloadListboxPopup } from './lazy-listbox-popup';
import { movedIndex, typedIndex } from './listbox-keys';
import { type ListboxOption, optionId } from './listbox-option';

/** Letters typed within this time make one type-ahead prefix. */
const typeAheadMs = 600;

/**
 * A single choice from a list whose options show more than text (a native <select> cannot show
 * a flag): the WAI-ARIA select-only combobox. The button keeps focus; ArrowDown, ArrowUp, Enter
 * or Space open the list on the chosen option; arrows, Home and End move, typing jumps to an
 * option starting with the letters typed; Enter or Space chooses, Escape and Tab close. Radix's
 * own Select is not used: its list injects an inline <style> the site's CSP refuses.
 */
export function Select<O extends ListboxOption>({
  id,
  label,
  value,
  options,
  onValueChange,
  renderValue,
  renderOption,
  testId,
  optionTestId,
}: {
  id: string;
  /** Shown above the button and naming it and its list. */
  label: string;
  value: string;
  options: O[];
  onValueChange(key: string): void;
  renderValue(option: O | undefined): ReactNode;
  renderOption?(option: O): ReactNode;
  testId?: string;
  optionTestId?(option: O): string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const chosenIndex = options.findIndex((option) => option.key === value);
  const activeOption = open ? options[active] : undefined;

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (option: O | undefined) => {
    setOpen(false);
    if (option) onValueChange(option.key);
  };
  // A space while letters are being typed is part of a name ("United States"), not a choice.
  const typing = () => Date.now() - typed.current.at < typeAheadMs;
  const typeAhead = (letter: string) => {
    const now = Date.now();
    const text = typing() ? typed.current.text + letter : letter;
    typed.current = { text, at: now };
    const found = typedIndex(
      options.map((option) => option.label),
      text,
      open ? active : chosenIndex,
    );
    if (found >= 0) openAt(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      const start = Math.max(0, chosenIndex);
      const at = {
        ArrowDown: start,
        ArrowUp: start,
        Enter: start,
        ' ': start,
        Home: 0,
        End: options.length - 1,
      }[event.key];
      if (at !== undefined) {
        event.preventDefault();
        openAt(at);
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        typeAhead(event.key);
      return;
    }
    const next = movedIndex(event.key, active, options.length, { wrap: false, ends: true });
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter' || (event.key === ' ' && !typing())) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead(event.key);
    }
  };

  return (
    <>
      <div className="select">
        <span id={labelId} className="select__label">
          {label}
        </span>
        <button
          ref={button}
          id={id}
          type="button"
          role="combobox"
          className="select__button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={labelId}
          aria-activedescendant={activeOption ? optionId(listId, activeOption.key) : undefined}
          data-testid={testId}
          onClick={() => (open ? setOpen(false) : openAt(Math.max(0, chosenIndex)))}
          onFocus={preloadListboxPopup}
          onPointerEnter={preloadListboxPopup}
          onKeyDown={onKeyDown}
        >
          {renderValue(options[chosenIndex])}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ListboxPopup
            id={listId}
            labelledBy={labelId}
            groups={[{ key: 'all', options }]}
            active={active}
            chosen={value}
            anchor={button}
            renderOption={renderOption}
            optionTestId={optionTestId}
            onChoose={(option) => {
              choose(option);
              button.current?.focus();
            }}
            onDismiss={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
