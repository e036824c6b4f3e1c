import { defineRouteData, type RouteData } from '@/lib/routing/route-table';
import { inviterQuery } from './api/inviter';
import { runningProgrammeQuery } from './api/running-programme';
import { familyOfPath, validInvitation } from './family';

// What the referral pages ask the server for as they open (docs/decisions/025), each as its page
// does: the family comes from the route's first segment, as useInviteFamily reads it.

/** An inviter's page (invite-index, c2c-index), log (invite-log) or rules: the running programme. */
const programme: RouteData = ({ pathname }) => [
  runningProgrammeQuery(familyOfPath(pathname).inviteType),
];

/** An invitation's share page (invite-share): who sent it and the programme, for a valid link. */
const invitation: RouteData = ({ pathname, search }) => {
  const family = familyOfPath(pathname);
  const token = validInvitation(search, family);
  if (token === null) return [];
  return [inviterQuery(token, family.inviteType), runningProgrammeQuery(family.inviteType)];
};

export const referralRouteData = defineRouteData('referral', {
  '/oldInviteNew/index': programme,
  '/driver-invite-customer/index': programme,
  '/customer-invite-customer/index': programme,
  '/driver-invite-truck/index': programme,
  '/c2c-invite/gotoinvite': programme,
  '/c2c-invite/appinvite': programme,
  '/driver-invite-driver/index': programme,
  '/c2c-invite/index': programme,
  '/oldInviteNew/inviteList': programme,
  '/c2c-invite/receivedetail': programme,
  '/driver-invite-driver/rule': programme,
  '/oldInviteNew/share': invitation,
  '/driver-invite-customer/share': invitation,
  '/customer-invite-customer/share': invitation,
  '/driver-invite-truck/share': invitation,
  '/c2c-invite/publishgoods': invitation,
  '/driver-invite-driver/share': invitation,
});
