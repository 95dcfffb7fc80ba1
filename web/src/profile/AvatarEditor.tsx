import { limits } from '@talkhire/config';
import { endpoints, servedAvatarId } from '@talkhire/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiAvatarButton } from '../ai-writing';
import { useEndpointMutation } from '../api/endpoint-queries';
import { useSession } from '../session/session-context';
import { Avatar } from '../ui/Avatar';
import { useNotifications } from '../ui/notifications';
import { AvatarCropDialog, type PickedPicture } from './AvatarCropDialog';
import { avatarAccept, avatarFileProblem } from './avatar-file-check';
import './avatar-editor.css';

/**
 * The seeker's avatar in the basic info (spec §3): the picture or the initials, a button that opens
 * the file picker and then the square crop, and one that goes back to the initials. A change is
 * written to the `user` cookie by the relay; re-reading it updates the header at once.
 */
export function AvatarEditor() {
  const { t } = useTranslation();
  const { user, refresh } = useSession();
  const notifications = useNotifications();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [picture, setPicture] = useState<PickedPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useEndpointMutation(endpoints.avatars.deleteAvatar, {
    invalidates: [endpoints.profile.basicProfile, endpoints.profile.me],
  });
  // The blob: address holds the whole file in memory until it is let go.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.url);
  }, [picture]);
  if (!user) return null;

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = avatarFileProblem(file);
    setProblem(found ? t(found.key, { ns: 'errors', ...found.values }) : null);
    if (found) return;
    // A file named like a picture that the browser cannot draw (a renamed text file) is no picture.
    if (!(await isDrawable(file))) {
      setProblem(t('avatar.image_type', { ns: 'errors' }));
      return;
    }
    setPicture({ url: URL.createObjectURL(file), name: file.name, type: file.type });
  };
  const saved = () => {
    setPicture(null);
    refresh();
    notifications.toast(t('avatar.saved'));
  };
  const removeAvatar = async () => {
    await remove.mutateAsync({});
    refresh();
    notifications.toast(t('avatar.removed'));
  };

  return (
    <div className="avatar-editor" data-testid="avatar-editor">
      <Avatar person={user} size={120} testId="avatar-editor-picture" />
      <div className="avatar-editor__controls">
        <div className="avatar-editor__buttons">
          <button
            type="button"
            className="button"
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
            data-testid="avatar-choose"
          >
            {user.avatar ? t('avatar.change') : t('avatar.add')}
          </button>
          {user.avatar && (
            <button
              type="button"
              className="button button--secondary"
              disabled={remove.isPending}
              onClick={() => void removeAvatar().catch(() => undefined)}
              data-testid="avatar-remove"
            >
              {t('avatar.remove')}
            </button>
          )}
          {servedAvatarId(user.avatar) && <AiAvatarButton />}
        </div>
        <p id={hintId} className="avatar-editor__hint">
          {t('avatar.hint', { max_mb: limits.avatarBytes / (1024 * 1024) })}
        </p>
        {problem && (
          <p className="avatar-problem" role="alert" data-testid="avatar-problem">
            {problem}
          </p>
        )}
        <input
          ref={input}
          type="file"
          accept={avatarAccept}
          hidden
          aria-label={t('avatar.choose_file')}
          onChange={(event) => void pick(event.target.files?.[0])}
          data-testid="avatar-file"
        />
      </div>
      <AvatarCropDialog picture={picture} onClose={() => setPicture(null)} onSaved={saved} />
    </div>
  );
}

async function isDrawable(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
