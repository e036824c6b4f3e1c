import { maskMobile } from '@freight/contract/rules/mask';
import { useState } from 'react';
import { useCountdown } from '@/lib/format/use-countdown';
import { useKitI18n } from '../i18n/catalogue';
import { loginErrorMessage } from '@/components/login-flow/login-errors';
import { useSendLoginCode } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import '@/components/button-link.css';
import './login-flow.css';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

export interface MobileCodeFieldsProps {
  id: string;
  userType: UserType;
  mobile: string;
  code: string;
  onMobile: (mobile: string) => void;
  onCode: (code: string) => void;
  /** An error to show under the mobile or the code field. */
  error: { field: 'mobile' | 'code'; text: string } | null;
  onError: (error: { field: 'mobile' | 'code'; text: string } | null) => void;
}

/**
 * Mobile number and SMS code: the part every login and sign-up form shares. The code button
 * counts down from the server's resend time (an absolute end time, so it survives the phone
 * sleeping); the number it went to is shown masked.
 */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { id, userType, mobile, code, onMobile, onCode, error, onError } = props;
  const { t } = useKitI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const sendCode = useSendLoginCode();

  const requestCode = () => {
    if (!MOBILE_PATTERN.test(mobile)) {
      onError({ field: 'mobile', text: t('login.error.mobile') });
      return;
    }
    onError(null);
    sendCode.mutate(
      { mobile, userType },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          setSentTo(mobile);
          setResendAt(Date.now() + resendAfterSeconds * 1000);
        },
        onError: (failure) => onError({ field: 'mobile', text: loginErrorMessage(failure, t) }),
      },
    );
  };

  const errorFor = (field: 'mobile' | 'code') =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="fy-login__error" role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <>
      <label className="fy-login__label" htmlFor={`${id}-mobile`}>
        {t('login.mobile')}
      </label>
      <div className="fy-login__row">
        <input
          id={`${id}-mobile`}
          className="fy-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('login.mobile.placeholder')}
          value={mobile}
          aria-invalid={error?.field === 'mobile'}
          aria-describedby={error?.field === 'mobile' ? `${id}-mobile-error` : undefined}
          onChange={(event) => onMobile(event.currentTarget.value.replace(/\D/g, ''))}
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
      <label className="fy-login__label" htmlFor={`${id}-code`}>
        {t('login.code')}
      </label>
      <input
        id={`${id}-code`}
        className="fy-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('login.code.placeholder')}
        value={code}
        aria-invalid={error?.field === 'code'}
        aria-describedby={error?.field === 'code' ? `${id}-code-error` : undefined}
        onChange={(event) => onCode(event.currentTarget.value.replace(/\D/g, ''))}
      />
      {errorFor('code')}
    </>
  );
}
