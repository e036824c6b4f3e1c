import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { Link } from '@/lib/routing/router';
import { useAnnualBill } from '../api/reports';
import { BILL_PATH, BILL_YEAR, NoBill } from '../components/bill-parts';
import { useBillI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/reports.css';

/** See docs/decisions/031. */
export default function OpenAnnualBillPage() {
  const { t } = useBillI18n();
  return (
    <PageFrame>
      <LoginGate userType={3} heading={t('bill.gate')}>
        {() => <Cover />}
      </LoginGate>
    </PageFrame>
  );
}

function Cover() {
  const { t } = useBillI18n();
  const bill = useAnnualBill(BILL_YEAR);
  return (
    <QueryView query={bill} rows={3}>
      {(data) =>
        data.trips === 0 ? (
          <NoBill />
        ) : (
          <section className="fy-card fy-bill-cover">
            <h2>{t('bill.cover.title', { year: BILL_YEAR })}</h2>
            <p>{t('bill.cover.text')}</p>
            <Link className="fy-button fy-button--primary" to={BILL_PATH}>
              {t('bill.cover.open', { year: BILL_YEAR })}
            </Link>
          </section>
        )
      }
    </QueryView>
  );
}
