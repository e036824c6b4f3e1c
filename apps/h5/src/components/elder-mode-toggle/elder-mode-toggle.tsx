import { useId } from 'react';
import { useElderMode } from '@/lib/elder-mode';
import { useKitI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './elder-mode-toggle.css';

/** The switch for elder mode (larger text and targets), kept across visits in local storage. */
export function ElderModeToggle({
  className,
  onSwitched,
}: {
  className?: string;
  /** Called after each switch (the page menu closes itself then). */
  onSwitched?: (on: boolean) => void;
}) {
  const { t } = useKitI18n();
  const [on, setOn] = useElderMode();
  const hintId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={hintId}
      className={['fy-button', 'fy-elder-toggle', on && 'fy-elder-toggle--on', className]
        .filter(Boolean)
        .join(' ')}
      onClick={() => {
        setOn(!on);
        onSwitched?.(!on);
      }}
    >
      <span className="fy-elder-toggle__text">
        <span className="fy-elder-toggle__label">{t('elderMode.label')}</span>
        <span className="fy-elder-toggle__hint" id={hintId}>
          {t('elderMode.description')}
        </span>
      </span>
      <span className="fy-elder-toggle__track" aria-hidden="true">
        <span className="fy-elder-toggle__thumb" />
      </span>
    </button>
  );
}
