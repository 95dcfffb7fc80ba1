import { endpointPath, endpoints, type TVideoResume, videoResumeLimits } from '@talkhire/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './ProfileSection';
import { UploadProgress } from './UploadProgress';
import { useUpload, useVideoResumes, videoUploadInvalidates } from './use-resumes';
import { VideoResumeItem } from './VideoResumeItem';
import { captureVideoFrame } from './video-cover-images';
import './resumes.css';

/**
 * Video resumes (spec §2, §5): MP4 up to 30 MB and 3 minutes, at most three. After an upload the
 * browser takes a frame of the video as its cover; the seeker may choose another picture, play
 * the video and delete it.
 */
export function VideoResumesSection() {
  const { t } = useTranslation();
  const { list, remove } = useVideoResumes();
  const upload = useUpload(endpoints.resumes.uploadVideo, videoUploadInvalidates);
  const coverUpload = useUpload(endpoints.resumes.uploadVideoCover, videoUploadInvalidates);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const videos = list.data?.videos ?? [];

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    if (file.size > videoResumeLimits.bytes)
      return upload.fail(
        t('field.video_too_large', { ns: 'errors', maximum: videoResumeLimits.bytes / 1024 / 1024 }),
      );
    setUploading(file.name);
    const form = new FormData();
    form.append('video_resume', file, file.name);
    const video = await upload.send(form);
    if (video) await setDefaultCover(video);
  };

  // A video without a cover is still a video resume: a failed capture only leaves the placeholder.
  const setDefaultCover = async (video: TVideoResume) => {
    const frame = await captureVideoFrame(endpointPath(endpoints.resumes.playVideo, { id: video.id })).catch(
      () => null,
    );
    if (!frame) return;
    const form = new FormData();
    form.append('video_resume_id', String(video.id));
    form.append('video_cover', frame, 'cover.jpg');
    await coverUpload.send(form);
  };

  const error = upload.error ?? coverUpload.error ?? notice;
  return (
    <ProfileSection
      id="profile-video-resumes"
      title={t('resumes.video.heading')}
      actions={
        <button
          type="button"
          className="button"
          onClick={() => picker.current?.click()}
          disabled={upload.progress !== null || coverUpload.progress !== null}
          data-testid="video-upload"
        >
          {t('resumes.video.upload')}
        </button>
      }
    >
      <p className="muted">
        {t('resumes.video.hint', {
          size: videoResumeLimits.bytes / 1024 / 1024,
          minutes: videoResumeLimits.seconds / 60,
          max: videoResumeLimits.files,
        })}
      </p>
      <input
        ref={picker}
        type="file"
        accept="video/mp4,.mp4"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('resumes.video.upload')}
        onChange={(event) => void onPick(event)}
        data-testid="video-file"
      />
      {upload.progress !== null && <UploadProgress progress={upload.progress} filename={uploading} />}
      {error && (
        <p className="resume-alert" role="alert" data-testid="video-error">
          {error}
        </p>
      )}
      {list.isSuccess && videos.length === 0 && <p className="muted">{t('resumes.video.empty')}</p>}
      <ul className="video-list" data-testid="video-list">
        {videos.map((video) => (
          <VideoResumeItem
            key={video.id}
            video={video}
            setCover={(cover) => {
              const form = new FormData();
              form.append('video_resume_id', String(video.id));
              form.append('video_cover', cover, 'cover.jpg');
              return coverUpload.send(form);
            }}
            remove={() => remove.mutateAsync({ params: { id: video.id } })}
            onRefused={setNotice}
          />
        ))}
      </ul>
    </ProfileSection>
  );
}
