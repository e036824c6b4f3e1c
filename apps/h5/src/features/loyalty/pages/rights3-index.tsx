import { RightsIndex } from '../components/rights';

export default function Rights3IndexPage() {
  return <RightsIndex level={3} />;
}
