import { RightDetail } from '../components/rights';

/** `/driver/rights6/sub?right=<slug>`: one right of level 6 drivers in full. */
export default function Rights6SubPage() {
  return <RightDetail level={6} />;
}
