import { DownloadPage } from '../components/download-page';

export default function ZydDownloadPage() {
  return <DownloadPage app="zyd" />;
}
