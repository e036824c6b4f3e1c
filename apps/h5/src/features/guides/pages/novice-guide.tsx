import { GuidePage } from '../components/guide-page';
import { noviceGuideCatalogue } from '../i18n/catalogue';

export default function NoviceGuidePage() {
  return (
    <GuidePage
      catalogue={noviceGuideCatalogue}
      title="guide.novice.title"
      intro="guide.novice.intro"
      sections={[
        {
          heading: 'guide.novice.start',
          steps: true,
          items: ['guide.novice.step1', 'guide.novice.step2', 'guide.novice.step3'],
        },
        {
          heading: 'guide.novice.loads',
          steps: true,
          items: [
            'guide.novice.step4',
            'guide.novice.step5',
            'guide.novice.step6',
            'guide.novice.step7',
          ],
        },
        { heading: 'guide.novice.safety', items: ['guide.novice.safety1', 'guide.novice.safety2'] },
      ]}
      actions={[
        // In the driver app, its own verification screen; elsewhere the web verification pages.
        {
          label: 'guide.action.verify',
          to: '/driver/auth',
          screen: 'identityVerify',
          primary: true,
        },
        { label: 'guide.action.driverApp', to: '/driver/download', hideInApp: true },
      ]}
    />
  );
}
