// Messages a user reads (the `msg` of a business result, the SMS with a login code) are written in
// the product's two languages, and each request gets the one its Accept-Language header asks for:
// zh-CN by default, en-US for `en…`. Headers are outside the signature, so the choice needs none.
// Refusals (4xxx, 5xxx) the H5 replaces with its own localised status dialog; their developer
// text may stay a plain string, the same in every language. RATE_LIMITED is the exception: its
// `msg` says how long to wait, in the user's language (RateLimitedError).

import { DEFAULT_LOCALE, type Locale, localeOf } from '@freight/contract/status';
import type { FastifyRequest } from 'fastify';

/** A message a user reads, in both languages. */
export type UserMessage = Readonly<Record<Locale, string>>;
/** What an answer says: a user message, or developer text that is the same in every language. */
export type Message = UserMessage | string;

/**
 * A stored text in the reader's language: the `<field>En` column for en-US, else `<field>Zh`
 * (campaign titles, tier names, rules: what operators write in both languages).
 */
export function localized<
  F extends string,
  R extends Readonly<Record<`${F}Zh` | `${F}En`, unknown>>,
>(row: R, field: F, locale: Locale): R[`${F}Zh`] | R[`${F}En`] {
  return locale === 'en-US' ? row[`${field}En`] : row[`${field}Zh`];
}

export function messageIn(message: Message, locale: Locale): string {
  return typeof message === 'string' ? message : message[locale];
}

/**
 * The language a request asks for: of the Accept-Language tags in Chinese or English, the one with
 * the highest weight (the first among equals); zh-CN when there is none.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => /^(?:en|zh)(?:-|$)/.test(tag) && weight > 0);
  const preferred = ranges.reduce<(typeof ranges)[number] | undefined>(
    (best, range) => (best === undefined || range.weight > best.weight ? range : best),
    undefined,
  );
  return preferred ? localeOf(preferred.tag) : DEFAULT_LOCALE;
}
