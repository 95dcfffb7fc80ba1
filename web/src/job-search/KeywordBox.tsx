import type { LanguageCode } from '@talkhire/config';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PastSearch, readSearchHistory } from './search-history';
import { useTitleSuggestions } from './use-title-suggestions';

interface Choice {
  id: string;
  label: string;
  group: 'history' | 'suggestion';
}

/**
 * The keyword box of spec §2: a combobox offering the search history while empty and job titles
 * while typing. Arrow keys move through the choices, Enter takes one, Escape closes the list.
 */
export function KeywordBox({
  language,
  value,
  onChange,
  onPick,
}: {
  language: LanguageCode;
  value: string;
  onChange(value: string): void;
  onPick(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<PastSearch[]>([]);
  const suggestions = useTitleSuggestions(value, language);
  const choices: Choice[] = value.trim()
    ? suggestions.map((s) => ({ id: `s${s.id}`, label: s.value, group: 'suggestion' }))
    : history.map((h, i) => ({ id: `h${i}`, label: h.query, group: 'history' }));
  const expanded = open && choices.length > 0;

  const pick = (choice: Choice) => {
    setOpen(false);
    setActive(-1);
    onPick(choice.label);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (choices.length ? (i + step + choices.length) % choices.length : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && choices[active]) {
      event.preventDefault();
      pick(choices[active]);
    } else if (event.key === 'Escape') setOpen(false);
  };

  return (
    <div className="keyword-box">
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('jobs.search.keyword_label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-${choices[active]?.id}` : undefined}
        placeholder={t('jobs.search.keyword_placeholder')}
        value={value}
        data-testid="keyword-input"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setHistory(readSearchHistory());
          setOpen(true);
        }}
        // A click on a choice lands before the box closes.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      <div className="keyword-box__popup" hidden={!expanded}>
        <p className="keyword-box__heading" id={`${id}-heading`}>
          {value.trim() ? t('jobs.search.suggestions') : t('jobs.search.history')}
        </p>
        <div id={`${id}-list`} role="listbox" aria-labelledby={`${id}-heading`} data-testid="keyword-choices">
          {choices.map((choice, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for its options
            <div
              key={choice.id}
              id={`${id}-${choice.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className="keyword-box__choice"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(choice)}
            >
              {choice.label}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
