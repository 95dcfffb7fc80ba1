import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { ListboxPopup, preloadListboxPopup } from './lazy-listbox-popup';
import { movedIndex } from './listbox-keys';
import { type ListboxGroup, type ListboxOption, optionId } from './listbox-option';

export type { ListboxGroup, ListboxOption } from './listbox-option';

/**
 * A search box with a list of choices (the WAI-ARIA combobox with list autocomplete): typing
 * filters what the owner offers, the list opens on focus, ArrowDown and ArrowUp move through the
 * choices and wrap, Enter takes the active one (with none active, Enter submits the form the box
 * is in), Escape closes the list. Left and right move the caret, in either reading direction.
 */
export function Combobox<O extends ListboxOption>({
  label,
  value,
  onValueChange,
  groups,
  onTake,
  onFocus,
  listLabel,
  placeholder,
  inputTestId,
  listTestId,
  renderOption,
  optionTestId,
}: {
  /** The box's name, read by screen readers (the box shows only its placeholder). */
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** What is offered now; empty groups are left out, and no choices leaves the list closed. */
  groups: ListboxGroup<O>[];
  onTake(option: O): void;
  /** The box gets focus: the owner may refresh what it offers (e.g. the search history). */
  onFocus?(): void;
  listLabel?: string;
  placeholder?: string;
  inputTestId?: string;
  listTestId?: string;
  renderOption?(option: O): ReactNode;
  optionTestId?(option: O): string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = groups.filter((group) => group.options.length > 0);
  const options = shown.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const take = (option: O) => {
    close();
    onTake(option);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
      return;
    }
    const next = movedIndex(event.key, expanded ? active : -1, options.length, { wrap: true, ends: false });
    if (next !== undefined) {
      event.preventDefault();
      setOpen(true);
      setActive(next);
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      take(activeOption);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes, and a dialog around the box stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeOption ? optionId(listId, activeOption.key) : undefined}
        placeholder={placeholder}
        value={value}
        data-testid={inputTestId}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          preloadListboxPopup();
          onFocus?.();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <Suspense fallback={null}>
          <ListboxPopup
            id={listId}
            label={listLabel ?? label}
            groups={shown}
            active={active}
            anchor={input}
            testId={listTestId}
            renderOption={renderOption}
            optionTestId={optionTestId}
            onChoose={take}
            onDismiss={close}
          />
        </Suspense>
      )}
    </>
  );
}
