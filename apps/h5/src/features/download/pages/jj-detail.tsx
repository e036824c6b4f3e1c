import { DownloadPage } from '../components/download-page';

export default function JjDetailPage() {
  return <DownloadPage app="jj" variant="detail" />;
}
