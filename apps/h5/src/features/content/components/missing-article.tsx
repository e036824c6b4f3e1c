import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useKnowledgeI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** An article id that names none (taken down, a cut link): say so and lead back to the list. */
export function MissingArticle() {
  const { t } = useKnowledgeI18n();
  return (
    <PageFrame title={t('knowledge.missing')} subtitle={t('knowledge.missing.hint')}>
      <Link className="fy-button fy-button--primary" to="/knowledge/list">
        {t('knowledge.backToList')}
      </Link>
    </PageFrame>
  );
}
