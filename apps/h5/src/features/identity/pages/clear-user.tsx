// `forget: true`: the logout also drops the analytics identity, so the next page views belong to a
// new anonymous visitor, not to the user who left. Deleting the account: issue 42 item 4, README
// "Personal data", ADR 039.
import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { useFeatureI18n } from '../i18n/catalogue';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { useDeleteAccount, useLogout, useSession } from '@/lib/identity/session';
import '@/components/button-link.css';
import { FormError } from '@/components/form/form-error';
import { PageFrame } from '@/components/page/page-frame';

export default function ClearUserPage() {
  const { t } = useFeatureI18n();
  const logout = useLogout({ forget: true });
  const remove = useDeleteAccount();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const clear = useSingleFlight(() => logout.mutateAsync().catch(() => {}));
  const cleared = logout.isSuccess || logout.isError;
  const left = remove.isSuccess;
  return (
    <PageFrame title={t('clear.title')} subtitle={t('clear.subtitle')}>
      <section className="fy-card" aria-live="polite">
        {left || cleared ? (
          <>
            <h2 role="status">{t(left ? 'leave.done' : 'clear.done')}</h2>
            {left ? <p>{t('leave.doneExplain')}</p> : null}
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
      {/* Gone once the account is: the session is forgotten with it. */}
      {session.data && !cleared ? <LeaveCard remove={remove} /> : null}
    </PageFrame>
  );
}

/** Deleting the account: what goes and what stays, then a confirmation; a refusal is shown. */
function LeaveCard({ remove }: { remove: ReturnType<typeof useDeleteAccount> }) {
  const { t } = useFeatureI18n();
  const [confirming, setConfirming] = useState(false);
  const leave = useSingleFlight(() => remove.mutateAsync().catch(() => {}));
  return (
    <section className="fy-card" aria-labelledby="leave-title">
      <h2 id="leave-title">{t('leave.title')}</h2>
      <p>{t('leave.erased')}</p>
      <p>{t('leave.kept')}</p>
      {confirming ? (
        <>
          <p>
            <strong>{t('leave.confirm')}</strong>
          </p>
          <button
            type="button"
            className="fy-button fy-button--danger"
            disabled={leave.busy}
            aria-busy={leave.busy}
            onClick={() => leave.run()}
          >
            {t('leave.yes')}
          </button>
          <button type="button" className="fy-button" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
          <FormError text={remove.error ? remove.error.message : null} />
        </>
      ) : (
        <button type="button" className="fy-button" onClick={() => setConfirming(true)}>
          {t('leave.start')}
        </button>
      )}
    </section>
  );
}
