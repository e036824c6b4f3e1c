// App details for the partner (jj) app: release notes first, then the download button.
// Content chosen by the onboarding issue (download pages); see docs/pages.md.
import { DownloadPage } from '../components/download-page';

export default function JjDetailPage() {
  return <DownloadPage app="jj" variant="detail" />;
}
