import { Tag, Typography } from 'antd';
import type { T } from '../i18n';

/** Tag colours whose text keeps a 4.5:1 contrast on its background (WCAG AA). */
const STATE_COLOURS = {
  draft: { color: '#262626', background: '#f5f5f5', borderColor: '#d9d9d9' },
  scheduled: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  running: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  ended: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
} as const;

/** A campaign's state as a tag; an operator's early end is told apart from the planned end. */
export function stateTag(
  campaign: { state: keyof typeof STATE_COLOURS; endedAt: string | null },
  t: T,
) {
  const early = campaign.state === 'ended' && campaign.endedAt !== null;
  return (
    <Tag style={STATE_COLOURS[campaign.state]}>
      {early ? t('state.endedEarly') : t(`state.${campaign.state}`)}
    </Tag>
  );
}

export function userTypeText(userType: 1 | 3 | null, t: T): string {
  return userType === null ? t('userType.any') : t(`userType.${userType}`);
}

/**
 * Counts by a closed list's value ("registered 1 · rewarded 2" as the operator API answers them),
 * each value in the operator's words: `name` gives them (one of the catalogue's lists).
 */
export function countsText<V extends string>(
  counts: Partial<Record<V, number>>,
  name: (value: V) => string,
): string {
  return (Object.entries(counts) as [V, number][])
    .map(([value, n]) => `${name(value)} ${n}`)
    .join(' · ');
}

/** A moment in Beijing time, to the minute (what operators and users read alike). */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/**
 * Full-width letters, digits and signs (a phone's keyboard, a pasted number) as their half-width
 * selves; the three search boxes fold what is typed through this before their own tidying.
 */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Fen as yuan with two decimals. */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** A table's pager for a page the operator API answered (`opsPageOf`): its place, the count, a turn. */
export function pagerOf(
  page: { page: number; pageSize: number; total: number },
  turn: (page: number) => void,
) {
  return {
    current: page.page,
    pageSize: page.pageSize,
    total: page.total,
    onChange: turn,
    showSizeChanger: false,
  };
}

/**
 * What an empty table says, as its `locale`: in the secondary text colour, which keeps 4.5:1 on
 * white (antd's placeholder grey does not).
 */
export function noRows(t: T) {
  return { emptyText: <Typography.Text type="secondary">{t('common.none')}</Typography.Text> };
}
