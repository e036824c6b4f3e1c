import { RightsIndex } from '../components/rights';

export default function Rights6IndexPage() {
  return <RightsIndex level={6} />;
}
