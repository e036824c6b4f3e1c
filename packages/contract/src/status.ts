// HTTP status descriptions of SPEC §8, in the product's two languages. The client puts them in the
// error it throws for a non-2xx answer; the server's statuses (envelope.ts httpStatusFor) use the
// same catalogue. 409 and 429 are not in §8 but the server answers them (CONFLICT, RATE_LIMITED),
// so they get a description too.

export type Locale = 'zh-CN' | 'en-US';
/** The product's language: what a page or an answer uses unless English is asked for. */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The product's language for a language tag: 'en…' → en-US, anything else → zh-CN. */
export function localeOf(tag: string): Locale {
  return tag.trim().toLowerCase().startsWith('en') ? 'en-US' : DEFAULT_LOCALE;
}

export const STATUS_DESCRIPTIONS: Readonly<Record<number, Readonly<Record<Locale, string>>>> = {
  200: { 'zh-CN': '请求成功', 'en-US': 'Success' },
  201: { 'zh-CN': '新建或修改数据成功', 'en-US': 'Created or modified' },
  202: {
    'zh-CN': '请求已进入后台排队，稍后处理',
    'en-US': 'Accepted and queued as a background task',
  },
  204: { 'zh-CN': '删除数据成功', 'en-US': 'Deleted' },
  400: {
    'zh-CN': '请求有误，数据没有任何改动',
    'en-US': 'Bad request; nothing was changed',
  },
  401: {
    'zh-CN': '没有权限，登录信息、用户名或密码有误',
    'en-US': 'Not authorised: the token, user name or password is wrong',
  },
  403: { 'zh-CN': '已登录，但无权进行此操作', 'en-US': 'Authorised, but access is forbidden' },
  404: { 'zh-CN': '请求的记录不存在', 'en-US': 'The record does not exist' },
  406: { 'zh-CN': '请求的格式无法提供', 'en-US': 'The requested format is not available' },
  409: { 'zh-CN': '数据已发生变化，请刷新后重试', 'en-US': 'Conflict: the data has changed' },
  410: {
    'zh-CN': '请求的资源已被永久删除',
    'en-US': 'The resource has been permanently deleted',
  },
  422: { 'zh-CN': '提交的数据校验未通过', 'en-US': 'Validation failed' },
  429: { 'zh-CN': '操作太频繁，请稍后再试', 'en-US': 'Too many requests; try again later' },
  500: { 'zh-CN': '服务器出错了，请稍后再试', 'en-US': 'Server error' },
  502: { 'zh-CN': '网关出错', 'en-US': 'Bad gateway' },
  503: {
    'zh-CN': '服务暂时不可用，服务器正在维护或负载过高',
    'en-US': 'Service unavailable (overloaded or under maintenance)',
  },
  504: { 'zh-CN': '网关超时', 'en-US': 'Gateway timeout' },
};

/**
 * The description of `status` in `locale` ('en…' → en-US, anything else → zh-CN, the default
 * language), or `fallbackText` (normally the response's statusText) for an unlisted status.
 */
export function describeStatus(status: number, locale: string, fallbackText: string): string {
  return STATUS_DESCRIPTIONS[status]?.[localeOf(locale)] ?? fallbackText;
}
