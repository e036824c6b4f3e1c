import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useCouponsI18n } from '../i18n/catalogue';
import '../components/loyalty.css';

const STEPS = ['guide.get', 'guide.use', 'guide.terms', 'guide.lapse', 'guide.refund'] as const;

export default function CouponGuidePage() {
  const { t } = useCouponsI18n();
  return (
    <PageFrame>
      {STEPS.map((key) => (
        <section key={key} className="fy-card" aria-labelledby={`fy-${key}`}>
          <h2 id={`fy-${key}`}>{t(`${key}.heading`)}</h2>
          <p>{t(`${key}.text`)}</p>
        </section>
      ))}
      <p className="fy-loyalty-links">
        <Link className="fy-button fy-button--primary" to="/customer/coupon/display">
          {t('title.customer.coupon.display')}
        </Link>
        <Link className="fy-button" to="/benefits/coupon">
          {t('coupon.more')}
        </Link>
      </p>
    </PageFrame>
  );
}
