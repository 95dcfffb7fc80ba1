import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryEditor, type EntryEditorState, Field, OptionSelect } from '../complete-profile';

/** An unsaved row: what it names (a skill's text, a language's id) and how well. */
interface LevelRow {
  proficiency: string;
}

/**
 * The editor of skills or languages: one row per entry (its name, its proficiency, Delete), a row
 * added at the end. The caller owns the form and renders each row's name field, which is where
 * the two differ.
 */
export function LevelListEditor<Row extends LevelRow>({
  kind,
  submit,
  onCancel,
  rows,
  setRows,
  errorOf,
  levels,
  blank,
  renderName,
  removeLabel,
  hint,
  showListError = false,
}: {
  /** Names the test ids and field ids (`skill-row`, `skill-0-level`) and the texts (`profile_page.skills`). */
  kind: 'skill' | 'language';
  submit: EntryEditorState;
  onCancel: () => void;
  rows: Row[];
  setRows: (rows: Row[]) => void;
  errorOf: (path: string) => string | undefined;
  levels: readonly string[];
  /** The row the add button appends. */
  blank: Row;
  renderName: (row: Row, index: number, change: (patch: Partial<Row>) => void) => ReactNode;
  removeLabel: (row: Row, index: number) => string;
  hint?: ReactNode;
  /** Whether a message about the whole list (too many) is shown under it. */
  showListError?: boolean;
}) {
  const { t } = useTranslation();
  const list = `${kind}s`;
  const text = `profile_page.${list}`;
  const change = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const options = levels.map((level) => ({ value: level, label: t(`${text}.levels.${level}`) }));
  // Asked only when shown: asking marks the list as a place a refusal's message is shown.
  const listError = showListError ? errorOf(list) : undefined;
  return (
    <EntryEditor title={t(`${text}.edit`)} submit={submit} onCancel={onCancel} testId={`${list}-editor`}>
      {hint}
      <ul className="profile-rows">
        {rows.map((row, index) => (
          <li key={index} data-testid={`${kind}-row`}>
            {renderName(row, index, (patch) => change(index, patch))}
            <Field
              id={`${kind}-${index}-level`}
              label={t(`${text}.level`)}
              error={errorOf(`${list}.${index}.proficiency`)}
            >
              {(control) => (
                <OptionSelect
                  control={control}
                  value={row.proficiency}
                  options={options}
                  onChange={(value) => change(index, { proficiency: value } as Partial<Row>)}
                />
              )}
            </Field>
            <button
              type="button"
              className="button wz-button--danger"
              aria-label={removeLabel(row, index)}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              {t('profile.common.delete')}
            </button>
          </li>
        ))}
      </ul>
      {listError && (
        <p className="wz-field__error" role="alert" data-testid={`${list}-error`}>
          {listError}
        </p>
      )}
      <button
        type="button"
        className="button wz-button--secondary"
        data-testid={`${kind}-add`}
        onClick={() => setRows([...rows, blank])}
      >
        {t(`${text}.add_row`)}
      </button>
    </EntryEditor>
  );
}
