import { DownloadPage } from '../components/download-page';

export default function DriverDownloadPage() {
  return <DownloadPage app="driver" />;
}
