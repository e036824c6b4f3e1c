import { useI18n } from '@/lib/i18n/i18n';

/** The same skeleton as index.html: shown while the first page's code arrives. */
export function PageSkeleton() {
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
