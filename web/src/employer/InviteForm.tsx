import { chatActionLimits, endpoints, type TBossMe } from '@talkhire/contracts';
import { interviewRules, zonedWallTime } from '@talkhire/machines';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBossApi } from './boss-api';
import { FieldError, FormEnd } from './FormEnd';
import { useConsoleForm } from './use-console-form';

/**
 * The Boss's interview invitation (spec §4): 1–3 time options typed in the company edition's zone,
 * an address or a video link, who to ask for and instructions. The relay checks every rule and
 * its messages show beside the fields.
 */
export function InviteForm({ chatId, me, onDone }: { chatId: number; me: TBossMe; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useBossApi();
  const [slots, setSlots] = useState(['']);
  const [duration, setDuration] = useState(60);
  const [address, setAddress] = useState('');
  const [videoLink, setVideoLink] = useState('');
  const [person, setPerson] = useState(`${me.first_name} ${me.last_name}`.trim());
  const [number, setNumber] = useState(me.phone_num ?? '');
  const [instructions, setInstructions] = useState('');
  const { submit, errorOf, formError, sending } = useConsoleForm(async () => {
    await api.call(
      endpoints.interviews.invite,
      {
        body: {
          chat_id: chatId,
          slots: slots
            .filter(Boolean)
            .map((slot) => new Date(zonedWallTime(slot, me.time_zone)).toISOString()),
          duration_minutes: duration,
          address: address.trim() || null,
          video_link: videoLink.trim() || null,
          contact_person: person,
          contact_number: number,
          instructions: instructions.trim() || null,
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
      aria-label={t('interviews.invite.title')}
      data-testid="invite-form"
    >
      <h3>{t('interviews.invite.title')}</h3>
      <p className="boss-muted">{t('interviews.invite.zone_note', { zone: me.time_zone })}</p>
      {slots.map((slot, index) => (
        <div key={index} className="boss-field boss-field--row">
          <label>
            <span>{t('interviews.invite.slot', { number: index + 1 })}</span>
            <input
              type="datetime-local"
              required={index === 0}
              value={slot}
              onChange={(e) => setSlots(slots.map((s, i) => (i === index ? e.target.value : s)))}
              data-testid="invite-slot"
            />
          </label>
          {index > 0 && (
            <button
              type="button"
              className="boss-link-button"
              onClick={() => setSlots(slots.filter((_, i) => i !== index))}
            >
              {t('interviews.invite.remove_slot')}
            </button>
          )}
        </div>
      ))}
      <FieldError message={errorOf('slots')} />
      {slots.length < interviewRules.slotsMax && (
        <button
          type="button"
          className="boss-link-button"
          onClick={() => setSlots([...slots, ''])}
          data-testid="invite-add-slot"
        >
          {t('interviews.invite.add_slot')}
        </button>
      )}
      <label className="boss-field">
        <span>{t('interviews.invite.duration')}</span>
        <input
          type="number"
          min={interviewRules.durationMinutesMin}
          max={interviewRules.durationMinutesMax}
          step={15}
          value={duration}
          onChange={(e) => setDuration(Number(e.target.value))}
        />
      </label>
      <label className="boss-field">
        <span>{t('interviews.invite.address')}</span>
        <input
          value={address}
          maxLength={chatActionLimits.addressMax}
          onChange={(e) => setAddress(e.target.value)}
          data-testid="invite-address"
        />
      </label>
      <FieldError message={errorOf('address')} />
      <label className="boss-field">
        <span>{t('interviews.invite.video_link')}</span>
        <input type="url" value={videoLink} onChange={(e) => setVideoLink(e.target.value)} />
      </label>
      <FieldError message={errorOf('video_link')} />
      <label className="boss-field">
        <span>{t('interviews.invite.contact_person')}</span>
        <input
          required
          value={person}
          maxLength={chatActionLimits.contactPersonMax}
          onChange={(e) => setPerson(e.target.value)}
        />
      </label>
      <FieldError message={errorOf('contact_person')} />
      <label className="boss-field">
        <span>{t('interviews.invite.contact_number')}</span>
        <input
          type="tel"
          required
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          data-testid="invite-number"
        />
      </label>
      <FieldError message={errorOf('contact_number')} />
      <label className="boss-field">
        <span>{t('interviews.invite.instructions')}</span>
        <textarea
          value={instructions}
          maxLength={chatActionLimits.instructionsMax}
          onChange={(e) => setInstructions(e.target.value)}
        />
      </label>
      <FormEnd
        formError={formError}
        sending={sending}
        send={t('interviews.invite.send')}
        testId="invite"
        onBack={onDone}
      />
    </form>
  );
}
