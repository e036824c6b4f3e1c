import { DownloadPage } from '../components/download-page';

export default function BrokerDownloadPage() {
  return <DownloadPage app="broker" />;
}
