import { Link } from '@/lib/routing/router';
import { type TextSection, TextSections } from '@/components/agreement/agreement-text';
import { ChineseOnlyNote } from '@/components/chinese-only/chinese-only-note';
import { OPERATOR_TEXT_LANG } from '@/lib/i18n/operator-text';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import './epidemic.css';

/**
 * An operator's text (a broadcast, a travel policy) as it was written, in Chinese only (said so
 * on an English page, and marked so), and the way back to its list.
 */
export function OperatorArticle({
  summary,
  sections,
  back,
}: {
  summary: string;
  sections: readonly TextSection[];
  back: { to: string; label: string };
}) {
  const { t } = useFeatureI18n();
  return (
    <>
      <article className="fy-card fy-epidemic-article">
        <ChineseOnlyNote>{t('epi.chineseOnly')}</ChineseOnlyNote>
        <p className="fy-epidemic-meta" lang={OPERATOR_TEXT_LANG}>
          {summary}
        </p>
        <TextSections
          lang={OPERATOR_TEXT_LANG}
          sections={sections}
          className="fy-epidemic-article__section"
        />
      </article>
      <Link className="fy-button" to={back.to}>
        {back.label}
      </Link>
    </>
  );
}
