import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useKitI18n } from '../i18n/catalogue';
import { loginErrorMessage } from '@/components/login-flow/login-errors';
import { type SessionUser, useLogin } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { CODE_PATTERN, MOBILE_PATTERN, MobileCodeFields } from './mobile-code-fields';
import '@/components/button-link.css';
import './login-flow.css';

/** The platform service agreement (agreements feature). */
export const PLATFORM_AGREEMENT_PATH = '/customer/platform-agreement/platform-service';

type FieldError = { field: 'mobile' | 'code' | 'agreement'; text: string } | null;

/** The agreement checkbox every login and sign-up form ends with. */
export function AgreementCheckbox({
  id,
  checked,
  onChange,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const { t } = useKitI18n();
  return (
    <>
      <div className="fy-login__agreement">
        <input
          id={`${id}-agree`}
          type="checkbox"
          checked={checked}
          aria-invalid={error !== null}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={`${id}-agree`}>
          {t('login.agree')}
          <Link to={PLATFORM_AGREEMENT_PATH}>{t('login.agreement')}</Link>
        </label>
      </div>
      {error ? (
        <p className="fy-login__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface LoginFlowProps {
  /** New numbers register as this user type (1 shipper, 3 driver). */
  userType: UserType;
  onLoggedIn: (user: SessionUser, isNew: boolean) => void;
}

/**
 * The one login form every login page uses: mobile number, SMS code with a countdown, agreement,
 * and clear errors next to what caused them.
 */
export function LoginFlow({ userType, onLoggedIn }: LoginFlowProps) {
  const { t } = useKitI18n();
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<FieldError>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE_PATTERN.test(mobile))
      return setError({ field: 'mobile', text: t('login.error.mobile') });
    if (!CODE_PATTERN.test(code)) return setError({ field: 'code', text: t('login.error.code') });
    if (!agreed) return setError({ field: 'agreement', text: t('login.error.agreement') });
    setError(null);
    login.mutate(
      { mobile, code, userType },
      {
        onSuccess: ({ user, isNew }) => onLoggedIn(user, isNew),
        onError: (failure) => setError({ field: 'code', text: loginErrorMessage(failure, t) }),
      },
    );
  };

  return (
    <form className="fy-login" onSubmit={submit} noValidate>
      <MobileCodeFields
        id={id}
        userType={userType}
        mobile={mobile}
        code={code}
        onMobile={setMobile}
        onCode={setCode}
        error={
          error && error.field !== 'agreement' ? { field: error.field, text: error.text } : null
        }
        onError={setError}
      />
      <AgreementCheckbox
        id={id}
        checked={agreed}
        onChange={setAgreed}
        error={error?.field === 'agreement' ? error.text : null}
      />
      <button type="submit" className="fy-button fy-button--primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
