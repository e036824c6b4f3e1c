import { INVITE_TOKEN_PATTERN, INVITE_TYPES } from '@freight/contract/endpoints/referral-values';
import { useLocation } from '@/lib/routing/router';
import { withChannelParams } from '@/lib/cookies/channel';
import type { UserType } from '@/lib/routing/route-table';

/** What differs between the invitation families; everything else is the same pages. */
export interface InviteFamily {
  /** The routes' first segment (`driver-invite-driver`). */
  family: string;
  inviteType: number;
  /**
   * Who invites (`INVITER_FAMILIES`): the index's login card is for this user type before the
   * programme, which says it too, has answered.
   */
  inviter: UserType;
  /** Who is invited: the share page's login is for this user type. */
  invitee: UserType;
  /** The family has a `rule` route: the index links to it instead of showing the terms itself. */
  rulePage: boolean;
  /** The family has a `qrcode` route: the index links to the poster instead of drawing it. */
  posterPage: boolean;
  /**
   * The family's invitation log has a route (`index/log`, or a sibling `inviteList`): the index links
   * there, relative to its own path, instead of listing it. Null: the index lists it.
   */
  logPath: string | null;
  /**
   * The family has `login` and `success` routes: the share page sends a visitor to log in there
   * and an accepted invitation on to `success`, instead of both in place.
   */
  loginPages: boolean;
  /**
   * The family has `choosetype`, `hascar` and `nocar` routes: a visitor first says whether they
   * own a truck and signs up on the page for that, or logs in from there.
   */
  chooseType: boolean;
  /** Where an invitee goes after accepting: the step that qualifies the invitation. */
  next: { to: string; label: 'share.verify' | 'share.download' | 'share.publish' };
  /** The route an invitation link opens (`share`; c2c-invite's invitee publishes there). */
  sharePath: string;
  /** The route an accepted invitation goes on to, or null: the share page says it in place. */
  successPath: string | null;
}

const VERIFY = { to: '/driver/auth', label: 'share.verify' } as const;
const SHIP = { to: '/customer/download', label: 'share.download' } as const;

/** The families with the spec's shared children: index, qrcode, share, success and login. */
const WITH_INVITEE_PAGES = {
  rulePage: false,
  posterPage: true,
  logPath: null,
  loginPages: true,
  chooseType: false,
  sharePath: 'share',
  successPath: 'success',
} as const;

/** The families that accept on the share page and say so there. */
const IN_PLACE = { sharePath: 'share', successPath: null } as const;

/** The invitee's first shipment, through the flash sale's publishing flow (issue 15). */
const PUBLISH = { to: '/flashSale/index', label: 'share.publish' } as const;

const BY_SEGMENT: Readonly<Record<string, Omit<InviteFamily, 'family' | 'inviter'>>> = {
  'customer-invite-customer': {
    ...WITH_INVITEE_PAGES,
    inviteType: INVITE_TYPES.customerInviteCustomer,
    invitee: 1,
    next: SHIP,
  },
  'driver-invite-customer': {
    ...WITH_INVITEE_PAGES,
    inviteType: INVITE_TYPES.driverInviteCustomer,
    invitee: 1,
    next: SHIP,
  },
  // The truck owners' family adds choosetype, hascar and nocar.
  'driver-invite-truck': {
    ...WITH_INVITEE_PAGES,
    inviteType: INVITE_TYPES.driverInviteTruck,
    invitee: 3,
    chooseType: true,
    next: VERIFY,
  },
  'driver-invite-driver': {
    ...IN_PLACE,
    inviteType: INVITE_TYPES.driverInviteDriver,
    invitee: 3,
    rulePage: true,
    posterPage: false,
    logPath: 'log',
    loginPages: false,
    chooseType: false,
    next: VERIFY,
  },
  // Shipper to shipper in WeChat and the app: the inviter's page is `gotoinvite` (`appinvite` in
  // the app) with the record on `receivedetail`; the link opens `publishgoods`, where the new
  // shipper accepts and goes on to publish a first shipment; `publishsuccess` is where it stands.
  'c2c-invite': {
    inviteType: INVITE_TYPES.c2cInvite,
    invitee: 1,
    rulePage: false,
    posterPage: false,
    logPath: '../receivedetail',
    loginPages: false,
    chooseType: false,
    next: PUBLISH,
    sharePath: 'publishgoods',
    successPath: 'publishsuccess',
  },
  // Invite for gifts, in WeChat: the index draws the poster and links to `inviteList`; the new
  // shipper accepts on the share page (the welcome gift is the programme's invitee reward).
  oldInviteNew: {
    ...IN_PLACE,
    inviteType: INVITE_TYPES.oldInviteNew,
    invitee: 1,
    rulePage: false,
    posterPage: false,
    logPath: '../inviteList',
    loginPages: false,
    chooseType: false,
    next: SHIP,
  },
};

/** The families whose pages are served, by who invites in them (the commission pages list them). */
export const INVITER_FAMILIES: Readonly<Record<UserType, readonly string[]>> = {
  1: ['customer-invite-customer', 'oldInviteNew', 'c2c-invite'],
  3: ['driver-invite-customer', 'driver-invite-truck', 'driver-invite-driver'],
};

/** A family by its routes' first segment. */
export function familyNamed(family: string): InviteFamily {
  const found = BY_SEGMENT[family];
  if (found === undefined) throw new Error(`No share type for the routes of /${family}`);
  return { family, inviter: INVITER_FAMILIES[1].includes(family) ? 1 : 3, ...found };
}

/**
 * The invitation family of the page's route: one page module serves each family's rules, index,
 * poster and share pages. A route outside the families is a route-table mistake, shown by the
 * route's error page rather than another family's programme.
 */
export function useInviteFamily(): InviteFamily {
  return familyOfPath(useLocation().pathname);
}

/** The invitation family of a route's path: its first segment (`/c2c-invite/index`). */
export function familyOfPath(pathname: string): InviteFamily {
  return familyNamed(pathname.split('/')[1] ?? '');
}

/** The link's token when it is well formed and of the page's family; null otherwise. */
export function validInvitation(search: URLSearchParams, family: InviteFamily): string | null {
  const token = search.get('token') ?? '';
  return INVITE_TOKEN_PATTERN.test(token) && search.get('type') === String(family.inviteType)
    ? token
    : null;
}

/** A share page's query (`?token=…&type=…`), for the family's login and success routes. */
export function invitationQuery(token: string, family: InviteFamily): string {
  return `?token=${encodeURIComponent(token)}&type=${family.inviteType}`;
}

/** The invitation link of a family's share page, with the stored channel ids. */
export function inviteUrl(family: InviteFamily, invitation: { token: string; type: number }) {
  return withChannelParams(
    `${location.origin}${location.pathname}#/${family.family}/${family.sharePath}?token=${invitation.token}&type=${invitation.type}`,
  );
}
