import type { ValueEntry } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { PagedList } from '@/components/query-view/paged-list';
import { yuanFixed } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date-time';
import type { UserType } from '@/lib/routing/route-table';
import { useValueBalance } from '@/lib/value/balances';
import { useValueEntries } from '@/lib/value/entries';
import { useCommissionI18n } from '../i18n/catalogue';

/** A signed amount of cash as the balance's entries show it: +¥1.88, -¥10.00. */
export function signedYuan(fen: number): string {
  return `${fen < 0 ? '-' : '+'}¥${yuanFixed(Math.abs(fen))}`;
}

/**
 * "我的余额", where the rules of red packets and invitations send their cash: the cash the server
 * holds for the user (every cash credit: red packets, draws, commissions, adjustments), each
 * entry with what paid it, when, and the balance after it, a page at a time. The cash is used in
 * the app's wallet (SPEC §1, a screen of the apps), which the button opens; outside the apps it
 * leads to the user's app.
 */
export function CashBalance({ userType }: { userType: UserType }) {
  const { t } = useCommissionI18n();
  const cash = useValueBalance('cash_fen');
  const entries = useValueEntries('cash_fen');
  const [failed, setFailed] = useState<string | null>(null);
  // The bridge loads on the tap: some 2 KiB gzip this page would otherwise load before it shows.
  const openWallet = () =>
    void import('@/lib/bridge/app-actions')
      .then(({ navigateToScreen }) => navigateToScreen('wallet', { userType }))
      .then((outcome) => setFailed(outcome.outcome === 'failed' ? outcome.message : null));
  return (
    <section className="fy-card" aria-labelledby="fy-balance-heading">
      <h2 id="fy-balance-heading">{t('balance.title')}</h2>
      <p className="fy-balance-figure" data-testid="cash-balance">
        {cash ? t('commission.amount', { yuan: yuanFixed(cash.balance) }) : '—'}
      </p>
      <p>{t('balance.how')}</p>
      <button type="button" className="fy-button" onClick={openWallet}>
        {t('balance.wallet')}
      </button>
      <FormError text={failed} />
      <h3>{t('balance.entries')}</h3>
      <PagedList
        query={entries}
        itemsOf={(page) => page.entries}
        rows={2}
        emptyText={t('balance.none')}
        moreLabel={t('commission.more')}
      >
        {(items, more) => (
          <>
            <ul className="fy-invite-log">
              {items.map((entry) => (
                <li key={entry.entryId}>
                  <Entry entry={entry} />
                </li>
              ))}
            </ul>
            {more}
          </>
        )}
      </PagedList>
    </section>
  );
}

function Entry({ entry }: { entry: ValueEntry }) {
  const { t } = useCommissionI18n();
  const what =
    entry.source ??
    t(entry.reason === 'operator_adjustment' ? 'balance.adjusted' : 'balance.changed');
  return (
    <>
      <strong>
        {what} {signedYuan(entry.amount)}
      </strong>
      <br />
      {formatDate(entry.createdAt, 'YYYY-MM-DD HH:mm')} ·{' '}
      {t('balance.after', { yuan: yuanFixed(entry.balanceAfter) })}
    </>
  );
}
