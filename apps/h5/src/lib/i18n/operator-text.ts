/**
 * The language of the operators' own texts: agreements, articles, lessons, broadcasts, travel
 * policies, posts and road reports people write, the goods shippers describe, and the names of
 * places below a city. They are kept in Chinese only (docs/decisions/026), and an English page
 * marks them so (`lang`): a screen reader reads them as Chinese, and the English check
 * (e2e/people.spec.ts) knows them from a string the page forgot to translate.
 */
export const OPERATOR_TEXT_LANG = 'zh-CN';
