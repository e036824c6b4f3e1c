import { useState } from 'react';
import { Link } from '@/lib/routing/router';
import { ResultPage } from '@/components/result-page/result-page';
import { shellCatalogue, useI18n } from '@/lib/i18n/i18n';
import { usePageMeta } from '@/lib/routing/use-page-meta';
import { currentHost } from '@/lib/hosts/detect-host';
import { downloadPathFor, useSession } from '@/lib/identity/session';
import { NOT_FOUND_META } from './route-handle';
import '@/components/button-link.css';
import './not-found-page.css';

/**
 * Shown for any path the app does not serve, with a way back for where it is open: inside the
 * driver or shipper app, back to the app (its web-view closes: the app's home is behind it), not
 * to a download page of an app; elsewhere home, the download page of the visitor's own app (a
 * logged-in driver's is the driver app's).
 */
export default function NotFoundPage() {
  const { t } = useI18n();
  usePageMeta(NOT_FOUND_META, shellCatalogue);
  const [host] = useState(currentHost);
  const session = useSession();
  const back = () => void import('@/lib/bridge/app-actions').then(({ closePage }) => closePage());
  return (
    <div className="fy-not-found">
      <ResultPage
        tone="notice"
        title={t('notFound.title')}
        description={t('notFound.description')}
        actions={
          host.app !== null ? (
            <button type="button" className="fy-button fy-button--primary" onClick={back}>
              {t('common.backHome')}
            </button>
          ) : (
            <Link
              className="fy-button fy-button--primary"
              to={downloadPathFor(session.data?.userType ?? 1)}
            >
              {t('common.backHome')}
            </Link>
          )
        }
      />
    </div>
  );
}
