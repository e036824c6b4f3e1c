import { Link } from '@/lib/routing/router';
import { AnyUserGate } from '@/components/login/any-user-gate';
import { PageFrame } from '@/components/page/page-frame';
import { OfferList } from '../components/offer-list';
import { useOffersI18n } from '../i18n/catalogue';
import { visitorType } from '../components/visitor-type';
import '@/components/button-link.css';
import '@/components/form/form.css';
import '../components/loyalty.css';

export default function BenefitsCouponPage() {
  const { t } = useOffersI18n();
  return (
    <PageFrame subtitle={t('offer.subtitle')}>
      <AnyUserGate heading={t('offer.login')} visitorType={visitorType()}>
        {() => (
          <>
            <OfferList asset="lucky_beans" />
            <p className="fy-loyalty-links">
              <Link to="/customer/coupon/display">{t('offer.mine')}</Link>
              <Link to="/benefits/grade">{t('title.benefits.grade')}</Link>
            </p>
          </>
        )}
      </AnyUserGate>
    </PageFrame>
  );
}
