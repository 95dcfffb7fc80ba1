import { feedbackLimits } from '@talkhire/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the browser is told to offer; the relay decides by the bytes. */
const accepted = ['image/png', 'image/jpeg'];

/**
 * Up to three pictures with their previews, each removable. A file of another type, over 5 MB,
 * or beyond the third is said at once with the relay's own messages; `error` is the relay's
 * refusal of a picture (decided by its content).
 */
export function PicturePicker({
  pictures,
  onChange,
  error,
}: {
  pictures: File[];
  onChange(pictures: File[]): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Data addresses, not blob: ones: the previews need nothing the page's CSP does not allow already.
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    Promise.all(pictures.map(dataUrlOf)).then(
      (urls) => current && setPreviews(urls),
      () => current && setPreviews([]),
    );
    return () => {
      current = false;
    };
  }, [pictures]);

  const add = (chosen: File[]) => {
    setRefusal(null);
    const kept = [...pictures];
    for (const file of chosen) {
      if (kept.length === feedbackLimits.pictures) {
        setRefusal(t('field.limit_reached', { ns: 'errors', maximum: feedbackLimits.pictures }));
        break;
      }
      if (!accepted.includes(file.type)) setRefusal(t('41175', { ns: 'errors' }));
      else if (file.size > feedbackLimits.pictureBytes) setRefusal(t('41174', { ns: 'errors' }));
      else kept.push(file);
    }
    onChange(kept);
  };
  const message = refusal ?? error;

  return (
    <fieldset className="field picture-picker">
      <legend>{t('feedback.pictures_label')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('feedback.pictures_hint', { maximum: feedbackLimits.pictures })}
      </p>
      {pictures.length > 0 && (
        <ul className="picture-picker__list" data-testid="feedback-previews">
          {pictures.map((file, index) => (
            <li key={`${index}-${file.name}`} className="picture-picker__item">
              {previews[index] ? (
                <img src={previews[index]} alt={file.name} />
              ) : (
                <span className="picture-picker__pending">{file.name}</span>
              )}
              <button
                type="button"
                className="link-button"
                data-testid="feedback-remove-picture"
                aria-label={t('feedback.remove_picture', { name: file.name })}
                onClick={() => onChange(pictures.filter((_, i) => i !== index))}
              >
                {t('feedback.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pictures.length < feedbackLimits.pictures && (
        <label className="button button--secondary picture-picker__add">
          {t('feedback.add_pictures')}
          <input
            type="file"
            className="visually-hidden"
            accept={accepted.join(',')}
            multiple
            data-testid="feedback-pictures"
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {message && (
        <p className="field__error" role="alert" data-testid="feedback-pictures-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
