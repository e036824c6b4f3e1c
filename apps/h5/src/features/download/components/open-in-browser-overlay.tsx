import { useEffect, useRef } from 'react';
import { useFeatureI18n } from '../i18n/catalogue';

/**
 * WeChat blocks downloads in its browser: this overlay points at the ··· menu in the top right and
 * says to open the page in the phone's browser. Tapping anywhere (or Escape) closes it.
 */
export function OpenInBrowserOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useFeatureI18n();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="fy-browser-tip"
      role="dialog"
      aria-modal="true"
      aria-labelledby="fy-browser-tip-title"
      onClick={onClose}
      onKeyDown={undefined}
    >
      <div className="fy-browser-tip__arrow" aria-hidden="true">
        ↗
      </div>
      <h2 id="fy-browser-tip-title" className="fy-browser-tip__title">
        {t('download.wechat.title')}
      </h2>
      <ol className="fy-browser-tip__steps">
        <li>{t('download.wechat.step1')}</li>
        <li>{t('download.wechat.step2')}</li>
      </ol>
      <button ref={closeButton} type="button" className="fy-button" onClick={onClose}>
        {t('download.wechat.close')}
      </button>
    </div>
  );
}
