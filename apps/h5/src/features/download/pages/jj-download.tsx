import { DownloadPage } from '../components/download-page';

export default function JjDownloadPage() {
  return <DownloadPage app="jj" />;
}
