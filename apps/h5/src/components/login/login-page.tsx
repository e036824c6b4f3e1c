import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/routing/router';
import { downloadPathFor, type SessionUser } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { safeInternalPath } from '@/lib/routing/safe-redirect';
import { useKitI18n } from '../i18n/catalogue';
import { PageFrame } from '../page/page-frame';
import { LoginFlow } from './login-flow';
import '@/components/button-link.css';

export interface LoginPageProps {
  userType: UserType;
  /** Where to go once logged in when the link names no `redirect` (an activity's own home). */
  next?: string;
}

/**
 * A login route of any feature (`/customer/login`, `/c2c/login`, the activities' own login pages):
 * log in or sign up with a mobile number and SMS code. Afterwards the visitor goes back to
 * `redirect` (an in-app path) or sees who is logged in and where to go next. A number registered
 * as a driver that logs in on a shipper page is sent to the driver tips page.
 */
export function LoginPage({ userType, next: home }: LoginPageProps) {
  const { t } = useKitI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [done, setDone] = useState<{ user: SessionUser; isNew: boolean } | null>(null);

  const loggedIn = (user: SessionUser, isNew: boolean) => {
    if (userType === 1 && user.userType === 3) {
      void navigate('/customer/driverTips', { replace: true });
      return;
    }
    const next = safeInternalPath(search.get('redirect')) ?? home;
    if (next) {
      void navigate(next, { replace: true });
      return;
    }
    setDone({ user, isNew });
  };

  return (
    <PageFrame
      title={t(userType === 1 ? 'login.title.shipper' : 'login.title.driver')}
      subtitle={t('login.subtitle')}
    >
      {done ? (
        <section className="fy-card" role="status">
          <h2>{t(done.isNew ? 'login.done.new' : 'login.done.back')}</h2>
          <p>{t('login.done.as', { mobile: done.user.mobileMasked })}</p>
          <Link className="fy-button fy-button--primary" to={downloadPathFor(done.user.userType)}>
            {t('login.done.openApp')}
          </Link>
        </section>
      ) : (
        <LoginFlow userType={userType} onLoggedIn={loggedIn} />
      )}
    </PageFrame>
  );
}
