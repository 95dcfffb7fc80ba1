import { ApiFailure } from '@talkhire/client';
import { endpointPath, endpoints, type TVideoResume } from '@talkhire/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useNotifications } from '../ui/notifications';
import { useFormats } from '../ui/use-formats';
import { coverFromImage } from './video-cover-images';

/** One video resume: a player with its cover, its length and size, a new cover, delete. */
export function VideoResumeItem({
  video,
  setCover,
  remove,
  onRefused,
}: {
  video: TVideoResume;
  setCover: (cover: Blob) => Promise<unknown>;
  remove: () => Promise<unknown>;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { toast } = useNotifications();
  const [confirming, setConfirming] = useState(false);
  // The cover's address changes with each new cover, so the player shows the new one at once.
  const [coverVersion, setCoverVersion] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const name = video.filename;
  const on = (action: string) => t('resumes.action_on', { action: t(action), name });
  const poster = video.has_cover
    ? `${endpointPath(endpoints.resumes.videoCover, { id: video.id })}?v=${coverVersion}`
    : undefined;

  const onPickCover = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if ((await setCover(await coverFromImage(file))) !== null) {
      setCoverVersion((n) => n + 1);
      toast(t('resumes.video.cover_saved'));
    }
  };
  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove();
      toast(t('resumes.video.deleted'));
    } catch (error) {
      onRefused(error instanceof ApiFailure ? error.message : t('50001', { ns: 'errors' }));
    }
  };

  return (
    <li className="video-item" data-testid="video-item" data-video-id={video.id}>
      {/* biome-ignore lint/a11y/useMediaCaption: the seeker's own recording, which has no caption track */}
      <video
        className="video-item__player"
        controls
        preload="metadata"
        poster={poster}
        src={endpointPath(endpoints.resumes.playVideo, { id: video.id })}
        aria-label={t('resumes.video.player_label', { name })}
        data-testid="video-player"
        data-has-cover={video.has_cover}
      />
      <div className="video-item__info">
        <p className="resume-item__name">{name}</p>
        <p className="muted">
          {t('resumes.video.facts', {
            length: lengthOf(video.duration_seconds),
            size: formats.fileSize(video.size),
            date: formats.date(video.created_at),
          })}
        </p>
        <div className="resume-item__actions">
          <button
            type="button"
            className="button button--secondary"
            aria-label={on('resumes.video.cover')}
            onClick={() => picker.current?.click()}
            data-testid="video-cover"
          >
            {t('resumes.video.cover')}
          </button>
          <button
            ref={deleteRef}
            type="button"
            className="button button--secondary resume-item__delete"
            aria-label={on('resumes.delete')}
            onClick={() => setConfirming(true)}
            data-testid="video-delete"
          >
            {t('resumes.delete')}
          </button>
        </div>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg,image/png,.jpg,.jpeg,.png"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={on('resumes.video.cover')}
          onChange={(event) => void onPickCover(event)}
          data-testid="video-cover-file"
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('resumes.video.delete_title')}
        message={t('resumes.video.delete_message', { name })}
        confirmLabel={t('resumes.delete')}
        cancelLabel={t('resumes.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
        testId="video-delete-dialog"
        confirmTestId="video-delete-confirm"
        returnFocusTo={deleteRef}
      />
    </li>
  );
}

/** 95 seconds → '1:35', the way players show a length. */
function lengthOf(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
