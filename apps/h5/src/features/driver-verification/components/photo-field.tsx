import { useId, useState } from 'react';
import { preparePhoto } from '@/lib/images/prepare-photo';
import { useFeatureI18n } from '../i18n/catalogue';
import { uploadPhoto } from '../api/driver-profile';

export interface PhotoFieldProps {
  label: string;
  /** The photo already on file (from the profile), shown until a new one is taken. */
  currentUrl: string | null;
  invalid?: string | null;
  onUploaded: (key: string) => void;
}

/**
 * One certificate photo: a single-image input (Android WeChat only offers the camera for a single
 * `accept="image/*"` input, PITFALLS 12), turned upright and compressed, then uploaded.
 */
export function PhotoField({ label, currentUrl, invalid, onUploaded }: PhotoFieldProps) {
  const { t } = useFeatureI18n();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'done' | 'failed'>('idle');
  const shown = preview ?? currentUrl;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState('uploading');
    try {
      const photo = await preparePhoto(file);
      const uploaded = await uploadPhoto(photo);
      setPreview(URL.createObjectURL(photo));
      setState('done');
      onUploaded(uploaded.key);
    } catch (error) {
      console.warn('[photo] upload failed', error);
      setState('failed');
    }
  };

  const message =
    state === 'uploading'
      ? t('auth.photo.uploading')
      : state === 'failed'
        ? t('auth.photo.failed')
        : (invalid ?? null);
  return (
    <div className="fy-photo">
      <span className="fy-photo__label" id={`${id}-label`}>
        {label}
      </span>
      <label className="fy-photo__pick" htmlFor={id} data-state={state}>
        {shown ? (
          <img src={shown} alt={label} width={320} height={200} className="fy-photo__image" />
        ) : (
          <span className="fy-photo__placeholder">{t('auth.photo.take')}</span>
        )}
      </label>
      <input
        id={id}
        className="fy-photo__input"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-message` : undefined}
        disabled={state === 'uploading'}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      {message ? (
        <p
          id={`${id}-message`}
          className={state === 'uploading' ? 'fy-photo__status' : 'fy-auth__error'}
          role={state === 'uploading' ? 'status' : 'alert'}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
