import { useSearchParams } from '@/lib/routing/router';
import { ChoiceCards } from '@/components/page/choice-cards';
import { useFeatureI18n } from '../i18n/catalogue';
import { safeInternalPath } from '@/lib/routing/safe-redirect';
import { PageFrame } from '@/components/page/page-frame';

export default function C2cChoosePage() {
  const { t } = useFeatureI18n();
  const [search] = useSearchParams();
  const redirect = safeInternalPath(search.get('redirect'));
  const to = (userType: 1 | 3) =>
    `/c2c/login?userType=${userType}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;
  return (
    <PageFrame title={t('choose.title')} subtitle={t('choose.subtitle')}>
      <ChoiceCards
        label={t('choose.title')}
        choices={[
          { to: to(1), title: t('choose.shipper'), hint: t('choose.shipper.hint') },
          { to: to(3), title: t('choose.driver'), hint: t('choose.driver.hint') },
        ]}
      />
    </PageFrame>
  );
}
