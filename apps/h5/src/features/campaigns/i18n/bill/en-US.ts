// Strings of the annual bill pages (/driver/openAnnualBill/*, /driver/annualBill/*) in en-US: the
// same keys as zh-CN.ts.
import type zhCN from './zh-CN';

const enUS: Record<keyof typeof zhCN, string> = {
  'title.driver.openAnnualBill.2023': 'Open your 2023 review',
  'title.driver.annualBill.2023': 'Your 2023 in review',
  'title.driver.annualBill.share.2023': 'My 2023 in review',
  'bill.gate': 'Log in as a driver to open your year in review',
  'bill.cover.title': 'Your {year} in review is ready',
  'bill.cover.text': 'The roads you drove and the cities you reached this year, all in one place.',
  'bill.cover.open': 'Open my {year} in review',
  'bill.none':
    'You completed no trips on the platform in {year}, so there is no review of that year. Safe travels in the new one!',
  'bill.none.guide': 'How to find and take loads',
  'bill.figures': 'The year in numbers',
  'bill.trips': 'Trips completed',
  'bill.tripsCount': '{count, plural, one {# trip} other {# trips}}',
  'bill.income': 'Freight earned',
  'bill.yuan': '¥{yuan}',
  'bill.cities': 'Cities reached',
  'bill.citiesCount':
    '{cities, plural, one {# city} other {# cities}} in {provinces, plural, one {# province} other {# provinces}}',
  'bill.busiest': 'Busiest month',
  'bill.busiestText': '{month}: {count, plural, one {# trip} other {# trips}}',
  'bill.first': 'First trip of the year',
  'bill.firstText': '{date}: {from} → {to}',
  'bill.topRoute': 'Most driven route',
  'bill.topRouteText': '{from} → {to}: {count, plural, one {# trip} other {# trips}}',
  'bill.share': 'Share my year',
  'bill.sharing': 'Making the link…',
  'bill.shareHint':
    'Friends who open the link see your trips, cities and busiest month, never your earnings.',
  'bill.link': 'Link to my year in review',
  'bill.copy': 'Copy the link',
  'bill.copied': 'Copied: send it to your friends',
  'bill.copyFailed': 'Could not copy it: the link is selected, copy it by hand',
  'bill.poster': 'Make a poster to share',
  'bill.poster.choose': 'Figures on the poster',
  'bill.poster.title': 'My {year} in review',
  'bill.poster.caption': 'Scan to see the roads I drove this year',
  'bill.shared.title': '{year} in review of {driver}',
  'bill.shared.subtitle': 'A truck driver shared their year with you',
  'bill.shared.none': 'No trips were completed that year.',
  'bill.shared.missing': 'There is no such year in review',
  'bill.shared.missing.hint':
    'The link may be incomplete or wrong; ask your friend to share it again.',
  'bill.cta.title': 'Do you drive a truck too?',
  'bill.cta.text': 'Get the driver app to find loads, and next year you will have a review too.',
  'bill.cta.download': 'Get the driver app',
  'bill.cta.mine': 'See my own year in review',
};

export default enUS;
