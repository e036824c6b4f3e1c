import { useNavigate } from '@/lib/routing/router';
import { ResultPage } from '@/components/result-page/result-page';
import { useCatalogue } from '@/lib/i18n/i18n';
import { xcustomerExceptionCatalogue } from '../i18n/catalogue';
import '@/components/button-link.css';

export default function CustomerServiceExceptionPage() {
  const { t } = useCatalogue(xcustomerExceptionCatalogue);
  const navigate = useNavigate();
  return (
    <ResultPage
      tone="error"
      title={t('guide.exception.title')}
      description={t('guide.exception.description')}
      actions={
        <>
          <button
            type="button"
            className="fy-button fy-button--primary"
            onClick={() =>
              window.history.length > 1 ? void navigate(-1) : window.location.reload()
            }
          >
            {t('common.retry')}
          </button>
          <p>{t('guide.exception.contact')}</p>
        </>
      }
    />
  );
}
