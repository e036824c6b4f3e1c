import { RightDetail } from '../components/rights';

export default function Rights6SubPage() {
  return <RightDetail level={6} />;
}
