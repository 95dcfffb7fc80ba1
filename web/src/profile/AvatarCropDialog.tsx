import { ApiFailure } from '@talkhire/client';
import { avatarUploadFields, endpoints } from '@talkhire/contracts';
import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '../api/endpoint-queries';
import { Dialog } from '../ui/Dialog';
import { cropToBlob } from './crop-to-blob';
import 'react-easy-crop/react-easy-crop.css';

/** The picture chosen in the file picker, shown from a blob: address while it is cropped. */
export interface PickedPicture {
  url: string;
  name: string;
  type: string;
}

const zoomRange = { min: 1, max: 3, step: 0.05 } as const;

/**
 * Spec §5: the chosen picture is cut to a square here and sent as the avatar. The square moves by
 * drag or by the arrow keys (the crop area is focusable), the zoom by wheel, pinch or its slider.
 * A picture the browser cannot draw (a renamed text file) is refused before anything is sent.
 */
export function AvatarCropDialog({
  picture,
  onClose,
  onSaved,
}: {
  picture: PickedPicture | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The browser could not draw it: not a picture, whatever its name says.
  const [broken, setBroken] = useState(false);
  const [saving, setSaving] = useState(false);
  const zoomId = useId();
  const upload = useEndpointMutation(endpoints.avatars.uploadAvatar, {
    invalidates: [endpoints.profile.basicProfile, endpoints.profile.me],
    quiet: true,
  });
  const [shown, setShown] = useState<string | null>(null);
  // A new picture starts centred and unzoomed, with nothing said about the one before.
  if (picture && picture.url !== shown) {
    setShown(picture.url);
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setProblem(null);
    setBroken(false);
  }

  const save = async () => {
    if (!picture || !area) return;
    setSaving(true);
    setProblem(null);
    try {
      const blob = await cropToBlob(picture.url, area, picture.type === 'image/png');
      const form = new FormData();
      const name = blob.type === 'image/png' ? 'avatar.png' : 'avatar.jpg';
      form.append(avatarUploadFields.file, blob, name);
      form.append(avatarUploadFields.filename, picture.name);
      await upload.mutateAsync({ form });
      onSaved();
    } catch (error) {
      setProblem(
        error instanceof ApiFailure && error.message
          ? error.message
          : t('avatar.image_unreadable', { ns: 'errors' }),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={picture !== null}
      onClose={() => !saving && onClose()}
      title={t('avatar.crop_title')}
      description={t('avatar.crop_description')}
      closeOnMask={false}
      testId="avatar-crop-dialog"
      className="avatar-crop"
    >
      <div className="avatar-crop__stage">
        {picture && (
          <Cropper
            image={picture.url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            minZoom={zoomRange.min}
            maxZoom={zoomRange.max}
            cropShape="round"
            showGrid={false}
            // Its own <style> element would break the Content-Security-Policy: the sheet is imported above.
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_percent, pixels) => setArea(pixels)}
            mediaProps={{
              alt: '',
              onError: () => {
                setBroken(true);
                setProblem(t('avatar.image_type', { ns: 'errors' }));
              },
            }}
            cropperProps={{ role: 'group', 'aria-label': t('avatar.crop_area') }}
          />
        )}
      </div>
      <div className="avatar-crop__zoom">
        <label htmlFor={zoomId}>{t('avatar.zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={zoomRange.min}
          max={zoomRange.max}
          step={zoomRange.step}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
          data-testid="avatar-zoom"
        />
      </div>
      {problem && (
        <p className="avatar-problem" role="alert" data-testid="avatar-crop-problem">
          {problem}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" disabled={saving} onClick={onClose}>
          {t('avatar.cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving || broken || !area}
          onClick={() => void save()}
          data-testid="avatar-save"
        >
          {saving ? t('avatar.saving') : t('avatar.save')}
        </button>
      </div>
    </Dialog>
  );
}
