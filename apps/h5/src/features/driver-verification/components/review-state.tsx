import type { DriverDetail } from '@freight/contract/endpoints/index';
import { Link, useSearchParams } from '@/lib/routing/router';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { closePage } from '@/lib/bridge/app-actions';
import { currentHost } from '@/lib/hosts/detect-host';
import { safeInternalPath } from '@/lib/routing/safe-redirect';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/**
 * Where a driver goes once the profile is submitted or approved: back to the page that sent them
 * (`?redirect=`, in-app paths only), back to the driver app they came from, or to the app.
 */
function NextStep() {
  const { t } = useFeatureI18n();
  const [search] = useSearchParams();
  const back = safeInternalPath(search.get('redirect'));
  const close = useSingleFlight(() => closePage());
  if (back) {
    return (
      <Link className="fy-button fy-button--primary" to={back}>
        {t('auth.next.continue')}
      </Link>
    );
  }
  if (currentHost().app === 'driver') {
    return (
      <button
        type="button"
        className="fy-button fy-button--primary"
        aria-busy={close.busy}
        onClick={() => close.run()}
      >
        {t('auth.next.backToApp')}
      </button>
    );
  }
  return (
    <Link className="fy-button fy-button--primary" to="/driver/download">
      {t('auth.next.driverApp')}
    </Link>
  );
}

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
      ) : (
        <NextStep />
      )}
    </section>
  );
}
