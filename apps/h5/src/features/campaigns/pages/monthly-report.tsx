import { REPORT_MONTH_PATTERN } from '@freight/contract/endpoints/reports-values';
import type { MonthlyReport } from '@freight/contract/endpoints/index';
import { ChoiceField } from '@/components/form/choice-field';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { formatMonth } from '@/lib/format/date-time';
import { yuan } from '@/lib/format/money';
import { groupDigits } from '@/lib/format/number';
import { Link, useSearchParams } from '@/lib/routing/router';
import { useMonthlyReport } from '../api/reports';
import { Figures } from '../components/report-parts';
import { useReportsI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** docs/decisions/031. Months are counted in China time. */
export default function MonthlyReportPage() {
  const { t } = useReportsI18n();
  const [search] = useSearchParams();
  const asked = search.get('month');
  const valid = asked !== null && REPORT_MONTH_PATTERN.test(asked);
  return (
    <PageFrame>
      {asked !== null && !valid ? (
        <section className="fy-card" role="alert">
          <h2>{t('report.refused')}</h2>
          <p>{t('report.refused.hint')}</p>
        </section>
      ) : null}
      <LoginGate userType={1} heading={t('report.gate')}>
        {() => <Report month={valid ? asked : null} />}
      </LoginGate>
    </PageFrame>
  );
}

function Report({ month }: { month: string | null }) {
  const report = useMonthlyReport(month);
  return (
    <QueryView query={report} rows={6}>
      {(data) => <Month data={data} />}
    </QueryView>
  );
}

function Month({ data }: { data: MonthlyReport }) {
  const { t, locale } = useReportsI18n();
  const [, setSearch] = useSearchParams();
  const label = formatMonth(data.month, locale);
  const empty = data.posted + data.taken + data.completed + data.cancelled === 0;
  // The month shown is always in the picker: last month by default, or one from the link, may have
  // no shipments (a new shipper's), and a picker that lists it not reads blank.
  const months = data.months.includes(data.month)
    ? data.months
    : [...data.months, data.month].sort().reverse();
  return (
    <>
      <section className="fy-card">
        <ChoiceField
          label={t('report.pick')}
          value={data.month}
          options={months}
          optionLabel={(month) =>
            month === data.currentMonth
              ? t('report.thisMonth', { month: formatMonth(month, locale) })
              : formatMonth(month, locale)
          }
          onChange={(month) => {
            if (month) setSearch({ month });
          }}
        />
        <p role="status">{t('report.subtitle', { month: label })}</p>
      </section>
      {empty ? (
        <section className="fy-card">
          <p>{t('report.empty', { month: label })}</p>
          <Link className="fy-button fy-button--primary" to="/flashSale/index">
            {t('report.post')}
          </Link>
        </section>
      ) : (
        <>
          <Figures
            heading={t('report.shipments')}
            items={(['posted', 'taken', 'completed', 'cancelled'] as const).map((key) => ({
              label: t(`report.${key}`),
              value: t('report.count', { count: groupDigits(data[key]) }),
            }))}
          />
          <Figures
            heading={t('report.money')}
            items={[
              {
                label: t('report.freight'),
                value: t('report.yuan', { yuan: yuan(data.freightFen) }),
              },
              {
                label: t('report.drivers'),
                value: t('report.driversCount', { count: groupDigits(data.drivers) }),
              },
            ]}
          />
          <section className="fy-card">
            <h2>{t('report.routes')}</h2>
            {data.topRoutes.length === 0 ? (
              <p>{t('report.noRoutes')}</p>
            ) : (
              <ol className="fy-report__list">
                {data.topRoutes.map((route) => (
                  <li key={`${route.from.code}-${route.to.code}`}>
                    <span>{t('report.route', { from: route.from.name, to: route.to.name })}</span>
                    <span>{t('report.count', { count: groupDigits(route.shipments) })}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
      <Figures
        heading={t('report.value')}
        items={[
          {
            label: t('report.coupons'),
            // None used: no face value of nothing beside it.
            value:
              data.couponsUsed.count === 0
                ? t('report.couponsNone')
                : t('report.couponsText', {
                    count: groupDigits(data.couponsUsed.count),
                    yuan: yuan(data.couponsUsed.faceValueFen),
                  }),
          },
          {
            label: t('report.points'),
            value: t('report.pointsText', { points: data.pointsEarned }),
          },
        ]}
      />
    </>
  );
}
