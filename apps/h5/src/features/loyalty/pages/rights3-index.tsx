import { RightsIndex } from '../components/rights';

/** `/driver/rights3/index`: the rights of level 3 drivers (components/rights.tsx). */
export default function Rights3IndexPage() {
  return <RightsIndex level={3} />;
}
