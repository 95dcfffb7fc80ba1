import { endpoints } from '@talkhire/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { Dialog } from '../ui/Dialog';
import { useNotifications } from '../ui/notifications';
import './ai-writing.css';

/**
 * "Generate AI avatar" beside the photo (shown once there is a photo to start from): a dialog
 * with today's generated avatars, a button to generate another (5 a day, the count left shown),
 * and one to make a picture the avatar; the header follows through the rewritten `user` cookie.
 */
export function AiAvatarButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
        data-testid="ai-avatar-open"
      >
        {t('ai_writing.avatar.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('ai_writing.avatar.title')}
        description={t('ai_writing.avatar.description')}
        closeLabel={t('ai_writing.avatar.close')}
        testId="ai-avatar-dialog"
      >
        {open && <AiAvatarChoices onChosen={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function AiAvatarChoices({ onChosen }: { onChosen(): void }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const notifications = useNotifications();
  const candidates = useEndpointQuery(endpoints.aiWriting.avatarCandidates, {});
  const generate = useEndpointMutation(endpoints.aiWriting.generateAvatar, {
    invalidates: [endpoints.aiWriting.avatarCandidates],
    quiet: true,
  });
  const choose = useEndpointMutation(endpoints.aiWriting.chooseAvatar, {
    invalidates: [endpoints.profile.basicProfile, endpoints.profile.me, endpoints.aiWriting.avatarCandidates],
  });
  const data = candidates.data;
  const problem = generate.error ? (generate.error as Error).message : null;

  return (
    <div className="ai-avatars">
      <p className="muted" data-testid="ai-avatar-remaining">
        {data &&
          (data.remaining > 0
            ? t('ai_writing.avatar.remaining', { count: data.remaining })
            : t('ai_writing.avatar.none_left'))}
      </p>
      {data && data.candidates.length === 0 && !generate.isPending && <p>{t('ai_writing.avatar.empty')}</p>}
      <ul className="ai-avatars__list">
        {data?.candidates.map((candidate, index) => (
          <li key={candidate.id} className="ai-avatars__item">
            <img
              src={candidate.url}
              alt={t('ai_writing.avatar.candidate', { n: index + 1 })}
              width={128}
              height={128}
              data-testid="ai-avatar-candidate"
            />
            <button
              type="button"
              className="button"
              disabled={choose.isPending}
              onClick={() =>
                void choose
                  .mutateAsync({ params: { id: candidate.id } })
                  .then(() => {
                    refresh();
                    notifications.toast(t('ai_writing.avatar.chosen'));
                    onChosen();
                  })
                  .catch(() => undefined)
              }
              data-testid="ai-avatar-choose"
            >
              {t('ai_writing.avatar.choose')}
            </button>
          </li>
        ))}
      </ul>
      {problem && (
        <p className="ai-writer__problem" role="alert" data-testid="ai-avatar-problem">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={generate.isPending || !data || data.remaining === 0}
        onClick={() => void generate.mutateAsync({}).catch(() => undefined)}
        data-testid="ai-avatar-generate"
      >
        {generate.isPending ? t('ai_writing.avatar.generating') : t('ai_writing.avatar.generate')}
      </button>
    </div>
  );
}
