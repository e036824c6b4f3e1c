// Strings of the knowledge base pages (/knowledge/*) in en-US: the same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'knowledge.list.subtitle': 'Common questions on shipping, driving, payments and accounts',
  'knowledge.search': 'Search the questions',
  'knowledge.search.submit': 'Search',
  'knowledge.search.clear': 'Clear the search',
  'knowledge.categories': 'Categories',
  'knowledge.category.all': 'All',
  'knowledge.category.shipping': 'Shipping',
  'knowledge.category.driving': 'Driving and orders',
  'knowledge.category.money': 'Freight and withdrawals',
  'knowledge.category.account': 'Account',
  'knowledge.results.for': 'Results for “{q}”: {count}',
  'knowledge.empty': 'No article found. Try other words, or tell us your question.',
  'knowledge.updated': 'Updated {date}',
  'knowledge.ask.title': 'No answer here?',
  'knowledge.ask.text': 'Tell us what happened; customer service will look into it soon.',
  'knowledge.ask.button': 'Send feedback',
  'knowledge.missing': 'No such article',
  'knowledge.missing.hint': 'It may have been taken down, or the link is incomplete.',
  'knowledge.backToList': 'Back to the knowledge base',
  'knowledge.chineseOnly': 'This article is in Chinese.',
  'knowledge.related': 'Related articles',
  'knowledge.help.title': 'Did this article answer your question?',
  'knowledge.help.text': 'If it did not, or something is unclear, tell us.',
  'knowledge.help.button': 'Feedback on this article',
  'feedback.subject.article': 'About: {title}',
  'feedback.subject.general': 'Tell us about a problem or an idea',
  'feedback.helpful': 'Did this article help? (optional)',
  'feedback.helpful.yes': 'It helped',
  'feedback.helpful.no': 'It did not help',
  'feedback.text': 'Problem or idea',
  'feedback.text.hint': 'Say what happened and at which step.',
  'feedback.mobile': 'Number to call back (optional)',
  'feedback.mobile.hint':
    'Only if you want a call from customer service; used for this feedback only.',
  'feedback.submit': 'Send feedback',
  'feedback.submitting': 'Sending…',
  'feedback.sent.title': 'Feedback received',
  'feedback.sent.ticket':
    'Feedback number {ticket}. Quote it to customer service to be found faster.',
  'feedback.sent.callback': 'Customer service will call {mobile} if needed.',
  'feedback.sent.another': 'Write another',
  'feedback.sent.backToArticle': 'Back to the article',
};

export default enUS;
