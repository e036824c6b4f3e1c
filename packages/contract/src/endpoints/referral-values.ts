// The fixed values of referrals without zod: the H5 imports these, and zod stays off the page's
// critical path (ADR 008).

/**
 * The `type` of an invitation link: which campaign's share page made it. The page that opens the
 * link passes it back with the token, and a token only answers for its own type.
 */
export const INVITE_TYPES = {
  /** /customer-invite-customer: a shipper invites a shipper. */
  customerInviteCustomer: 1,
  /** /driver-invite-customer: a driver invites a shipper. */
  driverInviteCustomer: 2,
  /** /driver-invite-truck: a driver invites a truck owner. */
  driverInviteTruck: 3,
  /** /driver-invite-driver: a driver invites a driver. */
  driverInviteDriver: 4,
  /** /c2c-invite: a shipper invites through the customer-to-customer campaign. */
  c2cInvite: 5,
  /** /oldInviteNew: a shipper invites a new shipper, who is welcomed with a gift (WeChat). */
  oldInviteNew: 6,
} as const;

/** An invitation token as a link carries it (what the lookup and the acceptance take). */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
