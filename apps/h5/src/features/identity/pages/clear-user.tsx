// Clear this browser's login (/clearuser, /c2c/clearuser): after a confirmation, log out, remove
// the stored user info cookies and the analytics identity (the next page views belong to a new
// anonymous visitor, not to the user who left), then say so. Content from the onboarding issue; docs/pages.md.
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { useFeatureI18n } from '../i18n/catalogue';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { useLogout } from '@/lib/identity/session';
import '@/components/button-link.css';
import { PageFrame } from '@/components/page/page-frame';

export default function ClearUserPage() {
  const { t } = useFeatureI18n();
  const logout = useLogout({ forget: true });
  const [confirming, setConfirming] = useState(false);
  const clear = useSingleFlight(() => logout.mutateAsync().catch(() => {}));
  const cleared = logout.isSuccess || logout.isError;
  return (
    <PageFrame title={t('clear.title')} subtitle={t('clear.subtitle')}>
      <section className="fy-card" aria-live="polite">
        {cleared ? (
          <>
            <h2 role="status">{t('clear.done')}</h2>
            <Link className="fy-button fy-button--primary" to="/customer/download">
              {t('common.backHome')}
            </Link>
          </>
        ) : confirming ? (
          <>
            <h2>{t('clear.confirm')}</h2>
            <button
              type="button"
              className="fy-button fy-button--primary"
              disabled={clear.busy}
              aria-busy={clear.busy}
              onClick={() => clear.run()}
            >
              {t('clear.yes')}
            </button>
            <button type="button" className="fy-button" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </>
        ) : (
          <>
            <p>{t('clear.explain')}</p>
            <button
              type="button"
              className="fy-button fy-button--primary"
              onClick={() => setConfirming(true)}
            >
              {t('clear.start')}
            </button>
          </>
        )}
      </section>
    </PageFrame>
  );
}
