import { chatActionLimits, endpoints } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceUuid } from '../session/device-uuid';
import { useBossApi } from './boss-api';
import { FieldError, FormEnd } from './FormEnd';
import { useConsoleForm } from './use-console-form';

/** The Boss's offer (spec §4): salary, start date, a note and an optional letter (a file upload). */
export function OfferForm({ chatId, onDone }: { chatId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useBossApi();
  const [salary, setSalary] = useState('');
  const [startDate, setStartDate] = useState('');
  const [note, setNote] = useState('');
  const [letter, setLetter] = useState<File | null>(null);
  const { submit, errorOf, formError, sending } = useConsoleForm(async () => {
    let letterId: string | null = null;
    if (letter) {
      const form = new FormData();
      form.append('filename', letter.name);
      form.append('did', deviceUuid());
      form.append('files', letter, letter.name);
      letterId = (await api.call(endpoints.chat.upload, { form }, { quiet: true })).file_id;
    }
    await api.call(
      endpoints.interviews.sendOffer,
      {
        body: {
          chat_id: chatId,
          salary,
          start_date: startDate,
          note: note.trim() || null,
          letter_file_id: letterId,
        },
      },
      { quiet: true },
    );
    onDone();
  });
  return (
    <form
      className="boss-form"
      onSubmit={(e) => void submit(e)}
      aria-label={t('interviews.offer_form.title')}
      data-testid="offer-form"
    >
      <h3>{t('interviews.offer_form.title')}</h3>
      <label className="boss-field">
        <span>{t('interviews.offer_form.salary')}</span>
        <input
          required
          value={salary}
          maxLength={chatActionLimits.salaryMax}
          onChange={(e) => setSalary(e.target.value)}
          data-testid="offer-salary"
        />
      </label>
      <FieldError message={errorOf('salary')} />
      <label className="boss-field">
        <span>{t('interviews.offer_form.start_date')}</span>
        <input
          type="date"
          required
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          data-testid="offer-start"
        />
      </label>
      <FieldError message={errorOf('start_date')} />
      <label className="boss-field">
        <span>{t('interviews.offer_form.note')}</span>
        <textarea
          value={note}
          maxLength={chatActionLimits.noteMax}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <label className="boss-field">
        <span>{t('interviews.offer_form.letter')}</span>
        <input
          type="file"
          accept=".pdf,.doc,.docx,image/*"
          onChange={(e) => setLetter(e.target.files?.[0] ?? null)}
        />
      </label>
      <FormEnd
        formError={formError}
        sending={sending}
        send={t('interviews.offer_form.send')}
        testId="offer"
        onBack={onDone}
      />
    </form>
  );
}
