import { ElderModeToggle } from '../elder-mode-toggle/elder-mode-toggle';
import { useKitI18n } from '../i18n/catalogue';

/**
 * The display menu in every page's hero: elder mode (larger text and targets) is one tap away on
 * any page. A native disclosure: no script to open it, and the keyboard and screen readers know it.
 */
export function PageMenu() {
  const { t } = useKitI18n();
  return (
    <details className="fy-page__menu">
      <summary aria-label={t('page.menu')}>
        <span aria-hidden="true">Aa</span>
      </summary>
      <div className="fy-page__menu-panel">
        <ElderModeToggle />
      </div>
    </details>
  );
}
