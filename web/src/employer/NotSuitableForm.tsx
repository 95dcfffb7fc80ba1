import { notSuitableReasonMax } from '@talkhire/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const reasonKeys = ['experience', 'skills', 'location', 'salary', 'filled', 'other'] as const;

/** The reason is stored as the Boss words it: a chosen reason's text, or their own. */
export function NotSuitableForm({
  onCancel,
  onSubmit,
}: {
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [key, setKey] = useState<(typeof reasonKeys)[number]>('experience');
  const [other, setOther] = useState('');
  const [sending, setSending] = useState(false);
  const reason = key === 'other' ? other.trim() : t(`boss.reasons.${key}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    setSending(true);
    try {
      await onSubmit(reason);
    } catch {
      setSending(false);
    }
  };
  return (
    <form className="boss-reason" onSubmit={(e) => void submit(e)}>
      <label className="boss-field">
        <span>{t('boss.candidate.reason')}</span>
        <select value={key} onChange={(e) => setKey(e.target.value as typeof key)}>
          {reasonKeys.map((k) => (
            <option key={k} value={k}>
              {t(`boss.reasons.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {key === 'other' && (
        <label className="boss-field">
          <span>{t('boss.candidate.reason_describe')}</span>
          <input
            type="text"
            required
            maxLength={notSuitableReasonMax}
            value={other}
            onChange={(e) => setOther(e.target.value)}
          />
        </label>
      )}
      <div className="boss-actions">
        <button
          type="submit"
          className="button boss-button boss-button--danger"
          disabled={sending || !reason}
        >
          {t('boss.candidate.confirm_not_suitable')}
        </button>
        <button type="button" className="boss-link-button" onClick={onCancel}>
          {t('boss.candidate.cancel')}
        </button>
      </div>
    </form>
  );
}
