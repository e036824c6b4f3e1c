import { PageFrame } from '@/components/page/page-frame';
import { PagedList } from '@/components/query-view/paged-list';
import { yuanFixed } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date-time';
import { useValueEntries } from '@/lib/value/entries';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { useCommissionI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/invite.css';

export default function CommissionRewardPage() {
  const { t } = useCommissionI18n();
  return (
    <PageFrame>
      <AnyUserGate heading={t('commission.login')} visitorType={3}>
        {() => <Ledger />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Ledger() {
  const { t } = useCommissionI18n();
  const entries = useValueEntries('cash_fen', 'referral_reward');
  return (
    <PagedList
      query={entries}
      rows={3}
      itemsOf={(page) => page.entries}
      moreLabel={t('commission.more')}
      empty={
        <section className="fy-card" role="status">
          <p>{t('commission.entries.none')}</p>
        </section>
      }
    >
      {(all, more) => (
        <section className="fy-card">
          <ul className="fy-invite-log">
            {all.map((entry) => (
              <li key={entry.entryId}>
                <strong>
                  {t('commission.entry')} +
                  {t('commission.amount', { yuan: yuanFixed(entry.amount) })}
                </strong>
                <br />
                {formatDate(entry.createdAt, 'YYYY-MM-DD HH:mm')} ·{' '}
                {t('commission.balanceAfter', { yuan: yuanFixed(entry.balanceAfter) })}
              </li>
            ))}
          </ul>
          {more}
        </section>
      )}
    </PagedList>
  );
}
