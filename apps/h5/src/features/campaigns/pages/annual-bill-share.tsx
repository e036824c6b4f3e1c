import { ANNUAL_BILL_TOKEN_PATTERN } from '@freight/contract/endpoints/reports-values';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { DRIVER_DOWNLOAD_PATH } from '@/lib/bridge/app-actions';
import { isRequestError } from '@/lib/request/request-error';
import { Link, useSearchParams } from '@/lib/routing/router';
import { useSharedAnnualBill } from '../api/reports';
import { BILL_COVER_PATH, BILL_YEAR, BillFigures, sharedBill } from '../components/bill-parts';
import { useBillI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/reports.css';

/**
 * docs/decisions/031. A token not of the server's form is "not found" without asking; one the
 * server did not make (altered, made up) is its 404, the same "not found".
 */
export default function AnnualBillSharePage() {
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  if (!ANNUAL_BILL_TOKEN_PATTERN.test(token)) return <Missing />;
  return <Shared token={token} />;
}

function Missing() {
  const { t } = useBillI18n();
  return (
    <PageFrame title={t('bill.shared.missing')} subtitle={t('bill.shared.missing.hint')}>
      <Invitation />
    </PageFrame>
  );
}

function Shared({ token }: { token: string }) {
  const { t } = useBillI18n();
  const bill = useSharedAnnualBill(BILL_YEAR, token);
  if (isRequestError(bill.error) && bill.error.status === 404) return <Missing />;
  const data = bill.data;
  return (
    <PageFrame
      title={
        data
          ? t('bill.shared.title', { driver: data.driverMobileMasked, year: BILL_YEAR })
          : undefined
      }
      subtitle={t('bill.shared.subtitle')}
    >
      <QueryView query={bill} rows={5}>
        {(shared) =>
          shared.trips === 0 ? (
            <p className="fy-card">{t('bill.shared.none')}</p>
          ) : (
            <BillFigures bill={sharedBill(shared)} heading={t('bill.figures')} />
          )
        }
      </QueryView>
      <Invitation />
    </PageFrame>
  );
}

/** The way into the driver app, and to one's own bill. */
function Invitation() {
  const { t } = useBillI18n();
  return (
    <section className="fy-card">
      <h2>{t('bill.cta.title')}</h2>
      <p>{t('bill.cta.text')}</p>
      <div className="fy-report__actions">
        <Link className="fy-button fy-button--primary" to={DRIVER_DOWNLOAD_PATH}>
          {t('bill.cta.download')}
        </Link>
        <Link className="fy-button" to={BILL_COVER_PATH}>
          {t('bill.cta.mine')}
        </Link>
      </div>
    </section>
  );
}
