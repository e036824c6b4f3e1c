// Strings of the party-building pages (/operate/partyBuilding/*) in en-US: the same keys as
// zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'party.subtitle': 'Party branch life and volunteering by drivers and shippers',
  'party.new': 'New post',
  'party.author.1': 'Shipper {mobile}',
  'party.author.3': 'Driver {mobile}',
  'party.mine': 'My posts',
  'party.state.pending': 'In review',
  'party.state.published': 'Published',
  'party.state.rejected': 'Not approved',
  'party.rejected': 'Not approved: {reason}',
  'party.empty': 'No posts yet.',
  'party.more': 'Show more',
  'party.loadingMore': 'Loading…',
  'party.end': 'That is all',
  'party.missing': 'No such post',
  'party.missing.hint':
    'It may still be in review, have been taken down, or the link is incomplete.',
  'party.backToList': 'Back to party building',
  'party.pendingNote': 'In review: once approved, everyone can see it.',
  'party.rejectedNote': 'This post was not approved: {reason}',
  'party.again': 'Edit and post again',
  'party.photos': 'Photos',
  'party.photo': 'Photo {n}',
  'party.form.gate': 'Log in to post',
  'party.form.hint':
    'Posts are reviewed by the platform and shown to everyone once approved. Do not post others’ private or unpublished information.',
  'party.form.title': 'Title',
  'party.form.text': 'Text',
  'party.form.text.hint': 'Say when, where and what was done.',
  'party.form.photo': 'Photo {n} (optional)',
  'party.form.submit': 'Send for review',
  'party.form.submitting': 'Sending…',
  'party.sent.title': 'Sent; waiting for review',
  'party.sent.text': 'Once approved it appears in party building; follow it under “My posts”.',
  'party.sent.view': 'See this post',
};

export default enUS;
