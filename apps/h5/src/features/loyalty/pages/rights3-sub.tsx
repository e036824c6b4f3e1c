import { RightDetail } from '../components/rights';

/** `/driver/rights3/sub?right=<slug>`: one right of level 3 drivers in full. */
export default function Rights3SubPage() {
  return <RightDetail level={3} />;
}
