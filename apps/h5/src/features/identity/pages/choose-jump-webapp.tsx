import { ChoiceCards } from '@/components/page/choice-cards';
import { withChannelParams } from '@/lib/cookies/channel';
import { useFeatureI18n, type FeatureKey } from '../i18n/catalogue';
import { PageFrame } from '@/components/page/page-frame';

const WEB_APPS: { title: FeatureKey; hint: FeatureKey; to: string }[] = [
  { title: 'jump.shipper', hint: 'jump.shipper.hint', to: '/customer/download' },
  { title: 'jump.driver', hint: 'jump.driver.hint', to: '/driver/download' },
  { title: 'jump.partner', hint: 'jump.partner.hint', to: '/driver/jjdetail' },
  { title: 'jump.lines', hint: 'jump.lines.hint', to: '/zyd/download' },
  { title: 'jump.broker', hint: 'jump.broker.hint', to: '/broker/download' },
];

export default function ChooseJumpWebappPage() {
  const { t } = useFeatureI18n();
  return (
    <PageFrame title={t('title.choose-jump-webapp')} subtitle={t('jump.subtitle')}>
      <ChoiceCards
        label={t('title.choose-jump-webapp')}
        choices={WEB_APPS.map((app) => ({
          to: withChannelParams(app.to),
          title: t(app.title),
          hint: t(app.hint),
        }))}
      />
    </PageFrame>
  );
}
