import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { yuan } from '@/lib/format/money';
import { formatDate } from '@/lib/format/date-time';
import { useMyExchanges } from '../api/loyalty';
import { useLedgerI18n } from '../i18n/catalogue';
import { visitorType } from '../components/visitor-type';
import '../components/loyalty.css';

export default function RewardListPage() {
  const { t } = useLedgerI18n();
  return (
    <PageFrame>
      <AnyUserGate heading={t('loyalty.login')} visitorType={visitorType()}>
        {() => <Exchanges />}
      </AnyUserGate>
    </PageFrame>
  );
}

function Exchanges() {
  const { t } = useLedgerI18n();
  const exchanges = useMyExchanges();
  return (
    <QueryView
      query={exchanges}
      rows={4}
      isEmpty={(data) => data.exchanges.length === 0}
      emptyText={t('exchanged.none')}
    >
      {(data) => (
        <section className="fy-card">
          <ul className="fy-loyalty-list">
            {data.exchanges.map((item) => (
              <li key={item.exchangeId} className="fy-loyalty-row">
                <div>
                  <strong>{item.title}</strong>
                  <br />
                  <span className="fy-loyalty-muted">
                    {formatDate(item.at, 'YYYY-MM-DD HH:mm')} ·{' '}
                    {t(`exchanged.cost.${item.costAsset}`, { amount: item.costAmount })}
                  </span>
                </div>
                {/* The value once, where the wallet shows a coupon's: the title may say it too. */}
                <span>
                  <strong className="fy-loyalty-price">
                    {t('exchanged.value', { yuan: yuan(item.faceValueFen) })}
                  </strong>
                  <br />
                  {t(`exchanged.state.${item.couponState}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryView>
  );
}
