import { Link } from '@/lib/routing/router';
import { ResultPage } from '@/components/result-page/result-page';
import { shellCatalogue, useI18n } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/routing/use-page-meta';
import { NOT_FOUND_META } from './route-handle';
import '@/components/button-link.css';
import './not-found-page.css';

/** Shown for any path the app does not serve, with a way back to the app's home. */
export default function NotFoundPage() {
  const { t } = useI18n();
  usePageMeta(NOT_FOUND_META, shellCatalogue);
  return (
    <div className="fy-not-found">
      <ResultPage
        tone="notice"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          <Link className="fy-button fy-button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}
