import { lazy, Suspense, useId, useState } from 'react';
import { Link } from '@/lib/routing/router';
import { useKitI18n } from '../i18n/catalogue';
import './form.css';

/** The platform service agreement: its id on the server, and its page (agreements feature). */
export const PLATFORM_AGREEMENT_ID = 'platform-service';
export const PLATFORM_AGREEMENT_PATH = `/customer/platform-agreement/${PLATFORM_AGREEMENT_ID}`;

const AgreementSheet = lazy(() => import('../agreement/agreement-sheet'));

export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}

/** The agreement checkbox every login and sign-up form ends with (a 44 px row, 60 px in elder mode). */
export function AgreementField({ checked, onChange, error }: AgreementFieldProps) {
  const { t } = useKitI18n();
  const id = useId();
  // Read over the form, so what was typed stays; the link still works without script.
  const [reading, setReading] = useState(false);
  return (
    <div className="fy-field">
      <div className="fy-check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>
          {t('login.agree')}
          <Link
            to={PLATFORM_AGREEMENT_PATH}
            onClick={(event) => {
              event.preventDefault();
              setReading(true);
            }}
          >
            {t('login.agreement')}
          </Link>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="fy-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {reading ? (
        <Suspense fallback={null}>
          <AgreementSheet
            id={PLATFORM_AGREEMENT_ID}
            visible={reading}
            onClose={() => setReading(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
