import { maskMobile } from '@freight/contract/rules/mask';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useCountdown } from '@/lib/format/use-countdown';
import { useI18n } from '@/lib/i18n/i18n';
import { loginErrorMessage } from '@/lib/identity/login-errors';
import { type SessionUser, useLogin, useSendLoginCode } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import '@/components/button-link.css';
import './login-flow.css';

const MOBILE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;
/** The platform service agreement (agreements feature). */
export const PLATFORM_AGREEMENT_PATH = '/customer/platform-agreement/platform-service';

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
  const { t } = useI18n();
  const ids = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [error, setError] = useState<{
    field: 'mobile' | 'code' | 'agreement' | 'form';
    text: string;
  } | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const sendCode = useSendLoginCode();
  const login = useLogin();

  const requestCode = () => {
    if (!MOBILE.test(mobile)) {
      setError({ field: 'mobile', text: t('login.error.mobile') });
      return;
    }
    setError(null);
    sendCode.mutate(
      { mobile, userType },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          setSentTo(mobile);
          setResendAt(Date.now() + resendAfterSeconds * 1000);
        },
        onError: (failure) => setError({ field: 'mobile', text: loginErrorMessage(failure, t) }),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!MOBILE.test(mobile)) return setError({ field: 'mobile', text: t('login.error.mobile') });
    if (!CODE.test(code)) return setError({ field: 'code', text: t('login.error.code') });
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

  const errorFor = (field: 'mobile' | 'code' | 'agreement' | 'form') =>
    error?.field === field ? (
      <p id={`${ids}-${field}-error`} className="fy-login__error" role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <form className="fy-login" onSubmit={submit} noValidate>
      <label className="fy-login__label" htmlFor={`${ids}-mobile`}>
        {t('login.mobile')}
      </label>
      <div className="fy-login__row">
        <input
          id={`${ids}-mobile`}
          className="fy-login__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('login.mobile.placeholder')}
          value={mobile}
          aria-invalid={error?.field === 'mobile'}
          aria-describedby={error?.field === 'mobile' ? `${ids}-mobile-error` : undefined}
          onChange={(event) => setMobile(event.currentTarget.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="fy-button fy-login__send"
          disabled={secondsLeft > 0 || sendCode.isPending}
          onClick={requestCode}
        >
          {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
        </button>
      </div>
      {errorFor('mobile')}
      {sentTo ? (
        <p className="fy-login__hint" role="status">
          {t('login.codeSent', { mobile: maskMobile(sentTo) })}
        </p>
      ) : null}

      <label className="fy-login__label" htmlFor={`${ids}-code`}>
        {t('login.code')}
      </label>
      <input
        id={`${ids}-code`}
        className="fy-login__input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.code.placeholder')}
        value={code}
        aria-invalid={error?.field === 'code'}
        aria-describedby={error?.field === 'code' ? `${ids}-code-error` : undefined}
        onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
      />
      {errorFor('code')}

      <div className="fy-login__agreement">
        <input
          id={`${ids}-agree`}
          type="checkbox"
          checked={agreed}
          aria-invalid={error?.field === 'agreement'}
          onChange={(event) => setAgreed(event.currentTarget.checked)}
        />
        <label htmlFor={`${ids}-agree`}>
          {t('login.agree')}
          <Link to={PLATFORM_AGREEMENT_PATH}>{t('login.agreement')}</Link>
        </label>
      </div>
      {errorFor('agreement')}

      <button type="submit" className="fy-button fy-button--primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
