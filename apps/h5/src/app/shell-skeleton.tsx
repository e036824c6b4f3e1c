import { useI18n } from '@/lib/i18n/i18n';

/**
 * The same skeleton as index.html, with the app's name: shown while the first page's code arrives.
 * A page waiting for its data shows components/skeleton's `PageSkeleton` instead.
 */
export function ShellSkeleton() {
  const { t } = useI18n();
  return (
    <div className="fy-skeleton" aria-busy="true">
      <div className="fy-skeleton__hero">
        <strong>{t('app.name')}</strong>
        <span>{t('common.loading')}…</span>
      </div>
      <div className="fy-skeleton__bar" />
      <div className="fy-skeleton__bar fy-skeleton__bar--short" />
      <div className="fy-skeleton__bar" />
    </div>
  );
}
