import type { ValueEntry } from '@freight/contract/endpoints/index';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { PagedList } from '@/components/query-view/paged-list';
import { formatDate } from '@/lib/format/date-time';
import { useValueEntries } from '@/lib/value/entries';
import { useLedgerI18n } from '../i18n/catalogue';
import { visitorType } from '../components/visitor-type';
import '@/components/button-link.css';
import '../components/loyalty.css';

/** A signed amount as the ledger shows it: +50, -200. */
export function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

export default function ScoreListPage() {
  const { t } = useLedgerI18n();
  return (
    <PageFrame>
      <AnyUserGate heading={t('loyalty.login')} visitorType={visitorType()}>
        {() => <Ledger />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Ledger() {
  const { t } = useLedgerI18n();
  const entries = useValueEntries('points');
  return (
    <PagedList
      query={entries}
      itemsOf={(page) => page.entries}
      rows={4}
      emptyText={t('score.none')}
      moreLabel={t('loyalty.more')}
    >
      {(items, more) => (
        <section className="fy-card">
          <ul className="fy-loyalty-list">
            {items.map((entry) => (
              <li key={entry.entryId}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
          {more}
        </section>
      )}
    </PagedList>
  );
}

function Entry({ entry }: { entry: ValueEntry }) {
  const { t } = useLedgerI18n();
  return (
    <div className="fy-loyalty-row">
      <div>
        <strong>{t(`entry.reason.${entry.reason}`)}</strong>
        <br />
        <span className="fy-loyalty-muted">
          {formatDate(entry.createdAt, 'YYYY-MM-DD HH:mm')} ·{' '}
          {t('score.after', { amount: entry.balanceAfter })}
          {entry.expiresOn ? ` · ${t('score.expires', { date: entry.expiresOn })}` : null}
        </span>
      </div>
      <strong className={entry.amount > 0 ? 'fy-loyalty-plus' : undefined}>
        {signed(entry.amount)}
      </strong>
    </div>
  );
}
