import { GuidePage } from '../components/guide-page';
import { specialRouteCatalogue } from '../i18n/catalogue';

export default function SpecialRoutePage() {
  return (
    <GuidePage
      catalogue={specialRouteCatalogue}
      title="guide.special.title"
      intro="guide.special.intro"
      sections={[
        {
          heading: 'guide.special.fits',
          items: ['guide.special.fit1', 'guide.special.fit2'],
        },
        {
          heading: 'guide.special.how',
          steps: true,
          items: ['guide.special.how1', 'guide.special.how2', 'guide.special.how3'],
        },
      ]}
      actions={[{ label: 'guide.action.zydApp', to: '/zyd/download', primary: true }]}
    />
  );
}
