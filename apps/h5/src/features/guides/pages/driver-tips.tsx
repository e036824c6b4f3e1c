import { GuidePage } from '../components/guide-page';
import { driverTipsCatalogue } from '../i18n/catalogue';

export default function DriverTipsPage() {
  return (
    <GuidePage
      catalogue={driverTipsCatalogue}
      title="guide.driverTips.title"
      intro="guide.driverTips.intro"
      sections={[
        {
          heading: 'guide.driverTips.what',
          steps: true,
          items: [
            'guide.driverTips.option1',
            'guide.driverTips.option2',
            'guide.driverTips.option3',
          ],
        },
      ]}
      actions={[
        { label: 'guide.action.driverApp', to: '/driver/download', primary: true },
        { label: 'guide.action.otherNumber', to: '/clearuser' },
      ]}
    />
  );
}
