// Ad landing download (/adlaunch[/gl]/download/:color/:userTypeName/:cityName): the download page
// of the shipper or driver app, in the ad's palette, naming the visitor's city. See docs/pages.md.
import { useParams } from 'react-router';
import { themeFromParam } from '@/components/theme/theme';
import { DownloadPage } from '../components/download-page';
import '@/components/theme/theme.css';

export default function AdlaunchDownloadPage() {
  const { color, userTypeName, cityName } = useParams();
  return (
    <div data-theme={themeFromParam(color) ?? undefined}>
      <DownloadPage app={userTypeName === 'driver' ? 'driver' : 'customer'} cityName={cityName} />
    </div>
  );
}
