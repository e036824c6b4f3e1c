// Download page for the broker app: the latest release for the visitor's phone from the app centre.
// Content chosen by the onboarding issue (download pages); see docs/pages.md.
import { DownloadPage } from '../components/download-page';

export default function BrokerDownloadPage() {
  return <DownloadPage app="broker" />;
}
