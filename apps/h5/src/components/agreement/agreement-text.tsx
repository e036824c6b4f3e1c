import type { GetAgreementData } from '@freight/contract/endpoints/index';
import { useKitI18n } from '../i18n/catalogue';
import './agreement.css';

/**
 * An agreement as the server keeps it: version and effective date, then its sections as plain
 * text (no HTML from the database is ever rendered). The agreement pages and the sheet over a
 * sign-up form both show it this way.
 */
export function AgreementText({ agreement }: { agreement: GetAgreementData }) {
  const { t, locale } = useKitI18n();
  const { version, effectiveDate, sections } = agreement;
  return (
    <article className="fy-agreement">
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
