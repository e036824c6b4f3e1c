import { useId, useState } from 'react';
import { preparePhoto } from '@/lib/images/prepare-photo';
import { uploadPhoto } from '@/lib/uploads/upload-photo';
import { useKitI18n } from '../i18n/catalogue';
import { LazyImage } from '../lazy-image/lazy-image';
import './form.css';

export interface PhotoFieldProps {
  label: string;
  /** The photo already on file (from the profile), shown until a new one is taken. */
  currentUrl: string | null;
  /** Why the form refuses it (none chosen yet). */
  error?: string | null;
  /** The upload's key for the request, and its address to show it again (after a reload). */
  onUploaded: (key: string, url: string) => void;
  /** An optional photo: the way to take it out again. */
  onRemove?: () => void;
}

type UploadState = 'idle' | 'uploading' | 'done' | 'failed';

/**
 * One photo of a document: a single-image input (Android WeChat only offers the camera for a
 * single `accept="image/*"` input, PITFALLS 12), turned upright and compressed, then uploaded.
 * A failed upload can be sent again with the same photo (the retry button, or picking the same
 * file again: the input is emptied after each pick), and the photo can be seen full screen.
 */
export function PhotoField({ label, currentUrl, error, onUploaded, onRemove }: PhotoFieldProps) {
  const { t } = useKitI18n();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>('idle');
  // The photo last tried: a failed upload can be sent again without choosing it again.
  const [lastFile, setLastFile] = useState<File | null>(null);
  const shown = preview ?? currentUrl;

  const send = async (file: File) => {
    setLastFile(file);
    setState('uploading');
    try {
      const photo = await preparePhoto(file);
      const uploaded = await uploadPhoto(photo);
      setPreview(URL.createObjectURL(photo));
      setState('done');
      onUploaded(uploaded.key, uploaded.url);
    } catch (failure) {
      console.warn('[photo] upload failed', failure);
      setState('failed');
    }
  };

  const view = async () => {
    if (!shown) return;
    const { showImagePreview } = await import('../image-preview/image-preview');
    showImagePreview([shown]);
  };

  const message =
    state === 'uploading'
      ? t('photo.uploading')
      : state === 'failed'
        ? t('photo.failed')
        : (error ?? null);
  return (
    <div className="fy-photo">
      <span className="fy-photo__label" id={`${id}-label`}>
        {label}
      </span>
      <label className="fy-photo__pick" htmlFor={id} data-state={state}>
        {shown ? (
          <LazyImage
            src={shown}
            alt={label}
            width="100%"
            height="100%"
            className="fy-photo__image"
          />
        ) : (
          <span className="fy-photo__placeholder">{t('photo.take')}</span>
        )}
      </label>
      <input
        id={id}
        className="fy-photo__input"
        type="file"
        accept="image/*"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-message` : undefined}
        aria-invalid={Boolean(error) || state === 'failed'}
        disabled={state === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Emptied, so that choosing the same photo again is a change (and a new attempt).
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {message ? (
        <p
          id={`${id}-message`}
          className={state === 'uploading' ? 'fy-field__hint' : 'fy-field__error'}
          role={state === 'uploading' ? 'status' : 'alert'}
        >
          {message}
        </p>
      ) : null}
      <div className="fy-photo__actions">
        {state === 'failed' && lastFile ? (
          <button type="button" className="fy-button" onClick={() => void send(lastFile)}>
            {t('photo.retry')}
          </button>
        ) : null}
        {shown && state !== 'uploading' ? (
          <button type="button" className="fy-button" onClick={() => void view()}>
            {t('photo.view')}
          </button>
        ) : null}
        {onRemove && shown && state !== 'uploading' ? (
          <button
            type="button"
            className="fy-button"
            onClick={() => {
              setPreview(null);
              setState('idle');
              onRemove();
            }}
          >
            {t('photo.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
