import { Popover as RadixPopover } from 'radix-ui';
import { type RefObject, useEffect } from 'react';
import { type ListboxOption, type ListboxPopupProps, optionId } from './listbox-option';

/**
 * The popup list shared by Combobox and Select: a listbox on a Radix popover anchored to the
 * control, which keeps focus and points at the active option with aria-activedescendant. It
 * opens on the control's start side (the right one in Arabic) and never takes focus. A chunk of
 * its own (see `lazy-listbox-popup.ts`): the search boxes of the public pages load it when first used.
 */
export default function ListboxPopup<O extends ListboxOption>({
  id,
  label,
  labelledBy,
  groups,
  active,
  chosen,
  anchor,
  testId,
  renderOption,
  optionTestId,
  onChoose,
  onDismiss,
}: ListboxPopupProps<O>) {
  const activeKey = groups.flatMap((group) => group.options)[active]?.key;
  useEffect(() => {
    if (activeKey !== undefined)
      document.getElementById(optionId(id, activeKey))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeKey]);

  let index = 0;
  const option = (item: O) => {
    const isActive = index++ === active;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the control that keeps focus handles the keys of its options
      <div
        key={item.key}
        id={optionId(id, item.key)}
        role="option"
        tabIndex={-1}
        aria-selected={isActive}
        data-chosen={item.key === chosen ? '' : undefined}
        className="listbox__option"
        data-testid={optionTestId?.(item)}
        // The control keeps focus: a click chooses without blurring it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(item)}
      >
        {renderOption ? renderOption(item) : item.label}
      </div>
    );
  };

  return (
    <RadixPopover.Root open onOpenChange={(open) => !open && onDismiss()}>
      <RadixPopover.Anchor virtualRef={anchor as RefObject<HTMLElement>} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          id={id}
          role="listbox"
          aria-label={label}
          aria-labelledby={labelledBy}
          className="listbox"
          data-testid={testId}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // A click or focus on the control itself is the control's to handle.
            if (event.target instanceof Node && anchor.current?.contains(event.target))
              event.preventDefault();
          }}
        >
          {groups.map((group) =>
            group.label ? (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not a fieldset
              <div
                key={group.key}
                role="group"
                aria-labelledby={`${id}-${group.key}`}
                data-testid={group.testId}
              >
                <div className="listbox__heading" id={`${id}-${group.key}`} role="presentation">
                  {group.label}
                </div>
                {group.options.map(option)}
              </div>
            ) : (
              group.options.map(option)
            ),
          )}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
