import { RightDetail } from '../components/rights';

export default function Rights3SubPage() {
  return <RightDetail level={3} />;
}
