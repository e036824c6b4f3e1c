import type { ReactNode } from 'react';
import type { GetAgreementData } from '@freight/contract/endpoints/index';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { useKitI18n } from '../i18n/catalogue';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import './agreement.css';

/**
 * An agreement as the server keeps it: version and effective date, then its sections as plain
 * text (no HTML from the database is ever rendered). The agreement pages and the sheet over a
 * sign-up form both show it this way.
 */
export function AgreementText({ agreement }: { agreement: GetAgreementData }) {
  const { t } = useKitI18n();
  const { version, effectiveDate, sections } = agreement;
  return (
    <article className="fy-agreement">
      <p className="fy-agreement__meta">{t('agreement.meta', { version, date: effectiveDate })}</p>
      <ChineseOnlyNote>{t('agreement.chineseOnly')}</ChineseOnlyNote>
      <TextSections
        sections={sections}
        className="fy-agreement__section"
        lang={OPERATOR_TEXT_LANG}
      />
    </article>
  );
}

export interface TextSection {
  heading: string;
  paragraphs: readonly string[];
}

/**
 * Structured text the server keeps (an agreement, a help article): each section's heading and its
 * paragraphs as plain text, never as HTML. `lang`: the operators' texts kept in Chinese only say so.
 */
export function TextSections({
  sections,
  className,
  lang,
  heading,
}: {
  sections: readonly TextSection[];
  className: string;
  lang?: string;
  /**
   * Each heading as the page words it (`Lesson 1: …`): then the heading is in the page's language
   * and marks the operator's words itself; `lang` goes to the paragraphs alone.
   */
  heading?: (section: TextSection, index: number) => ReactNode;
}) {
  return sections.map((section, index) => (
    <section
      key={`${index}:${section.heading}`}
      className={className}
      lang={heading ? undefined : lang}
    >
      {section.heading ? <h2>{heading ? heading(section, index) : section.heading}</h2> : null}
      {section.paragraphs.map((paragraph, at) => (
        <p key={`${at}:${paragraph.slice(0, 20)}`} lang={heading ? lang : undefined}>
          {paragraph}
        </p>
      ))}
    </section>
  ));
}
