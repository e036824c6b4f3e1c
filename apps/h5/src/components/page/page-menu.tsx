import { useRef } from 'react';
import { ElderModeToggle } from '../elder-mode-toggle/elder-mode-toggle';
import { useKitI18n } from '../i18n/catalogue';

/**
 * The display menu in every page's hero: elder mode (larger text and targets) is one tap away on
 * any page. A native disclosure: no script to open it, and the keyboard and screen readers know it.
 * Switching closes it, focus back on its button: left open, the panel covered the page it had just
 * changed (at 320 px in elder mode, most of the screen).
 */
export function PageMenu() {
  const { t } = useKitI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    const details = menu.current;
    if (!details) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    <details className="fy-page__menu" ref={menu}>
      <summary aria-label={t('page.menu')}>
        <span aria-hidden="true">Aa</span>
      </summary>
      <div className="fy-page__menu-panel">
        <ElderModeToggle onSwitched={close} />
      </div>
    </details>
  );
}
