import { lazy, Suspense } from 'react';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { PageSkeleton } from '@/components/skeleton/skeleton';
import { useDriverDetail } from '../api/driver-profile';
import { useFeatureI18n } from '../i18n/catalogue';
import './verification.css';

// The steps' code (fields, photo uploads, the road rules for plates and trucks) is what a logged-in
// driver needs, not the login form a visitor sees first: it arrives apart, while the driver's saved
// profile is being asked for, and stays off the critical path of the page's first screen.
const Profile = lazy(() => import('./profile'));

/**
 * Driver verification, step by step (ID card, driving licence, vehicle, review), resumable from the
 * saved profile; then the review state: submitted, approved, or rejected with the reason per field.
 * A visitor who is not logged in as a driver logs in first, on this page.
 */
export function VerificationFlow({ partner = false }: { partner?: boolean }) {
  const { t } = useFeatureI18n();
  return (
    <PageFrame
      title={t('auth.title')}
      subtitle={t(partner ? 'auth.subtitle.partner' : 'auth.subtitle')}
    >
      <LoginGate userType={3}>{() => <LoggedIn />}</LoginGate>
    </PageFrame>
  );
}

/** A driver is logged in: the profile is asked for at once, beside the steps' code. */
function LoggedIn() {
  useDriverDetail();
  return (
    <Suspense fallback={<PageSkeleton rows={2} />}>
      <Profile />
    </Suspense>
  );
}
