import { useQuery } from '@tanstack/react-query';
import { useKitI18n } from '../i18n/catalogue';
import { AppPopup, useBackCloses } from '../popup/popup';
import { QueryView } from '../query-view/query-view';
import { agreementQuery } from './agreement-query';
import { AgreementText } from './agreement-text';
import '@/components/button-link.css';

export interface AgreementSheetProps {
  /** The agreement's id on the server (`platform-service`). */
  id: string;
  visible: boolean;
  onClose: () => void;
}

/**
 * An agreement read over the form that links it: the visitor reads it and comes back to what they
 * typed, untouched (leaving the page for the agreement used to empty the form). Loaded on first
 * use, so forms do not carry it. The phone's Back closes it (it is not a page of its own).
 */
export default function AgreementSheet({ id, visible, onClose }: AgreementSheetProps) {
  const { t } = useKitI18n();
  // The same query as the agreement's own page (features/agreements/api/get-agreement.ts).
  const agreement = useQuery({ ...agreementQuery(id), enabled: visible });
  useBackCloses(visible, onClose);
  return (
    <AppPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="fy-agreement-sheet"
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label={agreement.data?.title ?? t('login.agreement')}
      >
        <header className="fy-agreement-sheet__header">
          <h2>{agreement.data?.title ?? t('login.agreement')}</h2>
          <button type="button" className="fy-button" onClick={onClose}>
            {t('agreement.close')}
          </button>
        </header>
        <div className="fy-agreement-sheet__body">
          <QueryView query={agreement} rows={6}>
            {(data) => <AgreementText agreement={data} />}
          </QueryView>
        </div>
      </div>
    </AppPopup>
  );
}
