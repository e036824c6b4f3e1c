// Of the link's words only a known user type, palette and city are used: any other word in the
// link is never printed.
import { Link, useLocation, useParams } from '@/lib/routing/router';
import { ResultPage } from '@/components/result-page/result-page';
import { themeFromParam } from '@/components/theme/theme';
import { useI18n } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/identity/session';
import { signedUpBy } from '@/lib/identity/signed-up';
import { useCityFromLink } from '@/lib/regions/use-city-from-link';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { DownloadPage } from '../components/download-page';
import { useAdlaunchDownloadI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/theme/theme.css';

const APPS = { customer: 'customer', driver: 'driver' } as const;

export default function AdlaunchDownloadPage() {
  const { t } = useI18n();
  const { t: ad } = useAdlaunchDownloadI18n();
  const { state } = useLocation();
  const session = useSession().data;
  const { color, userTypeName, cityName } = useParams();
  const city = useCityFromLink(cityName);
  const placeName = usePlaceName();
  const app =
    userTypeName && Object.hasOwn(APPS, userTypeName)
      ? APPS[userTypeName as keyof typeof APPS]
      : null;
  if (!app) {
    return (
      <ResultPage
        tone="notice"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          <Link className="fy-button fy-button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }
  return (
    <div data-theme={themeFromParam(color) ?? undefined}>
      <DownloadPage
        app={app}
        cityName={city ? placeName(city.code, city.name) : undefined}
        notice={signedUpBy(state, session, app) ? ad('adlaunch.signedUp') : undefined}
      />
    </div>
  );
}
