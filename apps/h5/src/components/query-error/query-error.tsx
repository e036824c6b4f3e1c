import { type I18n } from '@/lib/i18n/i18n';
import { useKitI18n } from '../i18n/catalogue';
import { isRequestError } from '@/lib/request/request-error';
import '@/components/button-link.css';
import './query-error.css';

/**
 * What to tell the visitor about a failed query: the network message when there was no answer,
 * the server's own words for a business refusal, the status description for an HTTP error.
 */
export function queryErrorMessage(error: unknown, t: I18n['t']): string {
  if (!isRequestError(error)) return t('request.failed');
  switch (error.kind) {
    case 'network':
      // The client already chose between the network and the timeout message.
      return error.message || t('request.network');
    case 'business':
    case 'http':
    case 'decode':
      return error.message || t('request.failed');
  }
}

export interface QueryErrorProps {
  /** The query's `error`. */
  error: unknown;
  /** The query's `refetch`. */
  onRetry: () => void;
  /** The query is fetching again: the button waits instead of sending a second request. */
  retrying?: boolean;
  className?: string;
}

/** A failed TanStack Query, in place of its content: why, and a retry button (44 px or more). */
export function QueryError({ error, onRetry, retrying = false, className }: QueryErrorProps) {
  const { t } = useKitI18n();
  return (
    <div className={className ? `fy-query-error ${className}` : 'fy-query-error'}>
      <p className="fy-query-error__message" role="alert">
        {queryErrorMessage(error, t)}
      </p>
      <button
        type="button"
        className="fy-button fy-button--primary fy-query-error__retry"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        {retrying ? t('common.loading') : t('common.retry')}
      </button>
    </div>
  );
}
