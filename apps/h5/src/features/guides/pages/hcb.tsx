// The onboarding issue gave this page its route name only: what the help covers was chosen here.
import { GuidePage } from '../components/guide-page';
import { hcbCatalogue } from '../i18n/catalogue';

export default function DriverHelpPage() {
  return (
    <GuidePage
      catalogue={hcbCatalogue}
      title="guide.hcb.title"
      intro="guide.hcb.intro"
      sections={[
        {
          heading: 'guide.hcb.covers',
          items: ['guide.hcb.cover1', 'guide.hcb.cover2', 'guide.hcb.cover3'],
        },
        { heading: 'guide.hcb.how', steps: true, items: ['guide.hcb.how1', 'guide.hcb.how2'] },
      ]}
      actions={[
        { label: 'guide.action.driverApp', to: '/driver/download', primary: true },
        { label: 'guide.action.novice', to: '/driver/noviceGuide' },
      ]}
    />
  );
}
