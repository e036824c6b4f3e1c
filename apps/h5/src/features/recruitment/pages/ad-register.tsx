import type { SubmitLeadData } from '@freight/contract/endpoints/index';
import type { SignedUpState } from '@/lib/identity/signed-up';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { themeFromParam } from '@/components/theme/theme';
import { useFeatureI18n } from '../i18n/catalogue';
import { regionsQuery } from '@/lib/regions/regions';
import { useCityFromLink } from '@/lib/regions/use-city-from-link';
import { usePlaceName } from '@/lib/regions/use-place-name';
import { useRouteMeta } from '@/lib/routing/use-route-meta';
import { RegistrationDone } from '../components/registration-done';
import { RegistrationForm } from '../components/registration-form';
import '@/components/theme/theme.css';

export default function AdRegisterPage() {
  const { t } = useFeatureI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { color, cityName, download } = useParams();
  const userType = useRouteMeta()?.userType === 3 ? 3 : 1;
  const theme = themeFromParam(color);
  const programme = pathname.startsWith('/adlaunch/gl/') ? 'adlaunch_gl' : 'adlaunch';
  const queryClient = useQueryClient();
  const [done, setDone] = useState<SubmitLeadData | null>(null);
  // The city named in the link, when it is a real city (anything else is ignored, never shown).
  const city = useCityFromLink(cityName);
  const placeName = usePlaceName();

  const signedUp = (result: SubmitLeadData, cityCode: string) => {
    if (download) {
      // The form's city list is loaded already; should it not be, the sign-up is done here.
      void queryClient.fetchQuery(regionsQuery).then(
        ({ findCity }) => {
          const name = findCity(cityCode)?.city.name;
          if (!name) return setDone(result);
          const base = programme === 'adlaunch_gl' ? '/adlaunch/gl/download' : '/adlaunch/download';
          const role = result.user.userType === 3 ? 'driver' : 'customer';
          // The download page says the sign-up worked when the session is this user (its state).
          const state: SignedUpState = {
            signedUp: { userId: result.user.userId, userType: result.user.userType },
          };
          void navigate(`${base}/${theme ?? 'blue'}/${role}/${encodeURIComponent(name)}`, {
            replace: true,
            state,
          });
        },
        () => setDone(result),
      );
      return;
    }
    setDone(result);
  };

  return (
    <PageFrame
      theme={theme ?? undefined}
      title={t(userType === 3 ? 'register.title.driver' : 'register.title.shipper')}
      subtitle={
        city
          ? t(userType === 3 ? 'ad.city.driver' : 'ad.city.shipper', {
              city: placeName(city.code, city.name),
            })
          : t(userType === 3 ? 'register.pitch.driver' : 'register.pitch.shipper')
      }
    >
      {done ? (
        <RegistrationDone result={done} />
      ) : (
        <RegistrationForm
          userType={userType}
          source={programme}
          color={theme}
          initialCityCode={city?.code}
          onDone={signedUp}
        />
      )}
    </PageFrame>
  );
}
