import { Link } from 'react-router';
import { QueryError } from '@/components/query-error/query-error';
import { useFeatureI18n } from '../i18n/catalogue';
import { isRequestError } from '@/lib/request/request-error';
import { useAgreement } from '../api/get-agreement';
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
  const { t, locale } = useFeatureI18n();
  const agreement = useAgreement(id);
  if (agreement.isPending) {
    return (
      <main className="fy-agreement" aria-busy="true">
        <div className="fy-skeleton">
          <div className="fy-skeleton__bar fy-skeleton__bar--short" />
          <div className="fy-skeleton__bar" />
          <div className="fy-skeleton__bar" />
        </div>
      </main>
    );
  }
  if (agreement.error) {
    if (isRequestError(agreement.error) && agreement.error.status === 404)
      return <MissingAgreement />;
    return (
      <main className="fy-agreement">
        <QueryError
          error={agreement.error}
          onRetry={() => void agreement.refetch()}
          retrying={agreement.isRefetching}
        />
      </main>
    );
  }
  const { title, version, effectiveDate, sections } = agreement.data;
  return (
    <main className="fy-agreement">
      <article>
        <h1 className="fy-agreement__title">{title}</h1>
        <p className="fy-agreement__meta">
          {t('agreement.meta', { version, date: effectiveDate })}
        </p>
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
    </main>
  );
}

function MissingAgreement() {
  const { t } = useFeatureI18n();
  return (
    <main className="fy-agreement">
      <h1 className="fy-agreement__title">{t('agreement.missing')}</h1>
      <p>{t('agreement.missing.hint')}</p>
      <Link className="fy-button fy-button--primary" to="/">
        {t('common.backHome')}
      </Link>
    </main>
  );
}
