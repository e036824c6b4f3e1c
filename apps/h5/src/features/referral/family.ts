import { INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { useLocation } from 'react-router';

/** The share type of each invitation family, by the first segment of its routes. */
const INVITE_TYPE_OF_FAMILY: Readonly<Record<string, number>> = {
  'customer-invite-customer': INVITE_TYPES.customerInviteCustomer,
  'driver-invite-customer': INVITE_TYPES.driverInviteCustomer,
  'driver-invite-truck': INVITE_TYPES.driverInviteTruck,
  'driver-invite-driver': INVITE_TYPES.driverInviteDriver,
  'c2c-invite': INVITE_TYPES.c2cInvite,
};

export interface InviteFamily {
  /** The routes' first segment (`driver-invite-driver`). */
  family: string;
  inviteType: number;
}

/**
 * The invitation family of the page's route: one page module serves each family's rules, index
 * and share pages. A route outside the families is a route-table mistake, shown by the route's
 * error page rather than another family's programme.
 */
export function useInviteFamily(): InviteFamily {
  const family = useLocation().pathname.split('/')[1] ?? '';
  const inviteType = INVITE_TYPE_OF_FAMILY[family];
  if (inviteType === undefined) throw new Error(`No share type for the routes of /${family}`);
  return { family, inviteType };
}
