import { ChoiceCards } from '@/components/page/choice-cards';
import { PageFrame } from '@/components/page/page-frame';
import { useFeatureI18n } from '../i18n/catalogue';
import '../components/registration.css';

export default function SemIndexPage() {
  const { t } = useFeatureI18n();
  return (
    <PageFrame title={t('sem.title')} subtitle={t('sem.subtitle')}>
      <ChoiceCards
        label={t('choose.title')}
        choices={[
          {
            to: '/sem/customer-register',
            title: t('choose.shipper'),
            hint: t('choose.shipper.hint'),
          },
          { to: '/sem/driver-register', title: t('choose.driver'), hint: t('choose.driver.hint') },
          { to: '/sem/pc-register', title: t('sem.pc'), hint: t('sem.pc.hint'), quiet: true },
        ]}
      />
    </PageFrame>
  );
}
