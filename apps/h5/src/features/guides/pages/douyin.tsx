import { GuidePage } from '../components/guide-page';
import { douyinCatalogue } from '../i18n/catalogue';

export default function DouyinPage() {
  return (
    <GuidePage
      catalogue={douyinCatalogue}
      title="guide.douyin.title"
      intro="guide.douyin.intro"
      sections={[
        {
          heading: 'guide.douyin.why',
          items: ['guide.douyin.why1', 'guide.douyin.why2', 'guide.douyin.why3'],
        },
      ]}
      actions={[
        { label: 'guide.action.signUp', to: '/sem/driver-register', primary: true },
        { label: 'guide.action.driverApp', to: '/driver/download' },
      ]}
    />
  );
}
