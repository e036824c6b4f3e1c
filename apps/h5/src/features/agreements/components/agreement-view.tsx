import type { GetAgreementData } from '@freight/contract/endpoints/index';
import { Link } from 'react-router';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { isRequestError } from '@/lib/request/request-error';
import { useAgreement } from '../api/get-agreement';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './agreement.css';

const AGREEMENT_ID = /^[a-z0-9-]{1,40}$/;

/**
 * An agreement as the server keeps it: title, version and effective date, then its sections as
 * plain text (no HTML from the database is ever rendered). Unknown ids say so clearly.
 */
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
    <PageFrame title={agreement.data?.title}>
      <QueryView query={agreement} rows={6}>
        {(data) => <AgreementText agreement={data} />}
      </QueryView>
    </PageFrame>
  );
}

function AgreementText({ agreement }: { agreement: GetAgreementData }) {
  const { t, locale } = useFeatureI18n();
  const { version, effectiveDate, sections } = agreement;
  return (
    <article className="fy-card fy-agreement">
      <p className="fy-agreement__meta">{t('agreement.meta', { version, date: effectiveDate })}</p>
      {locale === 'en-US' ? (
        <p className="fy-agreement__note">{t('agreement.chineseOnly')}</p>
      ) : null}
      {sections.map((section) => (
        <section key={section.heading} className="fy-agreement__section">
          {section.heading ? <h2>{section.heading}</h2> : null}
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
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
