import { RightsIndex } from '../components/rights';

/** `/driver/rights6/index`: the rights of level 6 drivers (components/rights.tsx). */
export default function Rights6IndexPage() {
  return <RightsIndex level={6} />;
}
