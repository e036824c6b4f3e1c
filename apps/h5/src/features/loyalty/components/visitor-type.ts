import { currentHost } from '@/lib/hosts/detect-host';
import type { UserType } from '@/lib/routing/route-table';

/** Who a visitor most likely is on a page for both: a driver in the driver app, else a shipper. */
export function visitorType(): UserType {
  return currentHost().app === 'driver' ? 3 : 1;
}
