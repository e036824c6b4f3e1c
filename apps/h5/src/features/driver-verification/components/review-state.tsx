import type { DriverDetail } from '@freight/contract/endpoints/index';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** Submitted, approved, or rejected with the reason per field and a way to edit. */
export function ReviewState({ detail, onEdit }: { detail: DriverDetail; onEdit: () => void }) {
  const { t } = useFeatureI18n();
  return (
    <section className="fy-card" data-state={detail.state}>
      <div role="status">
        <h2>{t(`auth.state.${detail.state}` as FeatureKey)}</h2>
        <p>{t(`auth.state.${detail.state}.hint` as FeatureKey)}</p>
      </div>
      {detail.state === 'rejected' ? (
        <>
          <ul className="fy-auth__reasons">
            {detail.rejectReasons.map((item) => (
              <li key={item.field}>
                <strong>{t(`auth.field.${item.field}` as FeatureKey)}</strong>：{item.reason}
              </li>
            ))}
          </ul>
          <button type="button" className="fy-button fy-button--primary" onClick={onEdit}>
            {t('auth.edit')}
          </button>
        </>
      ) : null}
    </section>
  );
}
