import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { Link } from '@/lib/routing/router';
import {
  CUSTOMER_DOWNLOAD_PATH,
  navigateToScreen,
  SHIPPER_SCREENS_MIN_VERSION,
} from '@/lib/bridge/app-actions';
import { currentHost, meetsVersion } from '@/lib/hosts/detect-host';
import { appTranslate } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/identity/session';
import { useOffersI18n } from '../i18n/catalogue';

/** The shipper app from 5.4.0 has the score centre and the coupon list as its own screens. */
export function hasShipperScreens(): boolean {
  const host = currentHost();
  return host.app === 'shipper' && meetsVersion(host, SHIPPER_SCREENS_MIN_VERSION);
}

async function openScreen(
  screen: 'coupons' | 'scoreCenter',
  report: (message: string | null) => void,
): Promise<void> {
  const outcome = await navigateToScreen(screen);
  report(outcome.outcome === 'failed' ? outcome.message : null);
}

/**
 * SPEC §5 on the score centre and the coupon list: inside the shipper app from 5.4.0 the app's
 * own screen opens (once, on arrival; a button opens it again); anywhere else the page says to
 * upgrade the shipper app, with the way to get it. The web page below it stays usable either way:
 * a logged-in user still sees their points or coupons here. Drivers have no such screens: in the
 * driver app, or logged in as a driver, the page is theirs as it is and says nothing of the
 * shipper app (issue 44 item 10).
 */
export function AppScreen({ screen }: { screen: 'coupons' | 'scoreCenter' }) {
  const { t } = useOffersI18n();
  const native = hasShipperScreens();
  const session = useSession();
  const driver = currentHost().app === 'driver' || session.data?.userType === 3;
  const opened = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);
  const open = () => void openScreen(screen, setFailed);
  // Once per visit: the app's screen comes over this page, and back here stays here.
  useEffect(() => {
    if (!native || opened.current) return;
    opened.current = true;
    void openScreen(screen, setFailed);
  }, [native, screen]);
  if (!native && driver) return null;
  if (!native) {
    return (
      <section className="fy-card" role="note">
        <p>{appTranslate('bridge.upgradeShipperApp')}</p>
        <Link className="fy-button" to={CUSTOMER_DOWNLOAD_PATH}>
          {t('app.download')}
        </Link>
      </section>
    );
  }
  return (
    <section className="fy-card">
      <p>{t(screen === 'coupons' ? 'app.coupons' : 'app.scoreCenter')}</p>
      <button type="button" className="fy-button" onClick={open}>
        {t('app.openAgain')}
      </button>
      <FormError text={failed || null} />
    </section>
  );
}
