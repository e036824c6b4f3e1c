// Driver mutual help (/driver/hcb): what the platform's help for drivers on the road covers and how
// to ask for it. Content chosen by the onboarding issue (the route name only); see docs/pages.md.
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
