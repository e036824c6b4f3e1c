import { DownloadPage } from '../components/download-page';

export default function CustomerDownloadPage() {
  return <DownloadPage app="customer" />;
}
