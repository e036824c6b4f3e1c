import { Link } from '@/lib/routing/router';
import { AgreementText } from '@/components/agreement/agreement-text';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { isRequestError } from '@/lib/request/request-error';
import { AGREEMENT_ID, useAgreement } from '../api/get-agreement';
import { useFeatureI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import '@/components/button-link.css';

/** An agreement page: its title in the hero, its text (the kit's AgreementText); unknown ids say so. */
export function AgreementView({ id }: { id: string }) {
  const valid = AGREEMENT_ID.test(id);
  return valid ? <LoadedAgreement id={id} /> : <MissingAgreement />;
}

function LoadedAgreement({ id }: { id: string }) {
  const agreement = useAgreement(id);
  if (isRequestError(agreement.error) && agreement.error.status === 404) {
    return <MissingAgreement />;
  }
  return (
    <PageFrame title={agreement.data?.title} titleLang={OPERATOR_TEXT_LANG}>
      <QueryView query={agreement} rows={6}>
        {(data) => (
          <div className="fy-card">
            <AgreementText agreement={data} />
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

function MissingAgreement() {
  const { t } = useFeatureI18n();
  return (
    <PageFrame title={t('agreement.missing')} subtitle={t('agreement.missing.hint')}>
      <Link className="fy-button fy-button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </PageFrame>
  );
}
