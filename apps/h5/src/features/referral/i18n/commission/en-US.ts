// Strings of the commission pages in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'commission.login': 'Log in to see your commission',
  'commission.paid': 'Paid',
  'commission.pending': 'To come',
  'commission.amount': '¥{yuan}',
  'commission.pending.count': 'Friends still to qualify: {count}',
  'commission.how':
    'When a friend accepts your invitation and does what the programme asks (such as a first shipment), your commission goes to your cash balance.',
  'commission.invite': 'Invite friends and earn',
  'commission.ledger': 'Commission paid',
  'commission.programmes': 'Programmes paying commission now',
  'commission.programmes.none':
    'No invitation programme pays cash commission now; watch this space.',
  'commission.go': 'Invite',
  'commission.entry': 'Invitation commission',
  'commission.entries.none': 'No commission has been paid yet',
  'commission.balanceAfter': 'Balance afterwards ¥{yuan}',
  'balance.title': 'My balance',
  'balance.how':
    'Cash from red packets, draws and invitations goes to your balance; use it in the wallet of the shipper or driver app.',
  'balance.wallet': 'Open the app’s wallet',
  'balance.entries': 'Balance entries',
  'balance.none': 'No cash has come in yet',
  'balance.after': 'Balance ¥{yuan}',
  'balance.adjusted': 'Adjusted by the platform',
  'balance.changed': 'Balance change',
  'commission.more': 'Load more',
};

export default enUS;
