import { type FormEvent, useState } from 'react';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { type SessionUser, useLogin } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { AgreementField } from '../form/agreement-field';
import {
  CODE_PATTERN,
  MOBILE_PATTERN,
  type MobileCodeError,
  MobileCodeFields,
} from '../form/mobile-code-fields';
import { SubmitButton } from '../form/submit-button';
import { useSendKey } from '../form/use-send-key';
import { useSessionDraft } from '../form/use-session-draft';
import { useKitI18n } from '../i18n/catalogue';
import { loginErrorMessage } from './login-errors';
import '../form/form.css';

type LoginError = MobileCodeError | { field: 'agreement'; text: string };

export interface LoginFlowProps {
  /** New numbers register as this user type (1 shipper, 3 driver). */
  userType: UserType;
  onLoggedIn: (user: SessionUser, isNew: boolean) => void;
}

/**
 * The one login form every login page and login gate uses: mobile number, SMS code with a
 * countdown, agreement, and clear errors next to what caused them.
 */
export function LoginFlow({ userType, onLoggedIn }: LoginFlowProps) {
  const { t } = useKitI18n();
  // The number is kept for the tab (a web-view reloaded from the background keeps it), and a tap
  // again after a lost answer sends the same key: with the same code, the same log-in (the code
  // was used up by the first send whose answer never came).
  const [draft, update, clearDraft] = useSessionDraft(`login:${userType}`, { mobile: '' });
  const { mobile } = draft;
  const sendKey = useSendKey(`login:${userType}`);
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<LoginError>(null);
  const login = useLogin();

  const submit = useSingleFlight(async () => {
    if (!MOBILE_PATTERN.test(mobile))
      return setError({ field: 'mobile', text: t('login.error.mobile') });
    if (!CODE_PATTERN.test(code)) return setError({ field: 'code', text: t('login.error.code') });
    if (!agreed) return setError({ field: 'agreement', text: t('login.error.agreement') });
    setError(null);
    try {
      const sent = { mobile, code, userType };
      const { user, isNew } = await login.mutateAsync({ ...sent, requestId: sendKey.for(sent) });
      sendKey.forget();
      clearDraft();
      onLoggedIn(user, isNew);
    } catch (failure) {
      setError({ field: 'code', text: loginErrorMessage(failure, t) });
    }
  });

  return (
    <form
      className="fy-form"
      // Which user type logs in here: the browser tests' logged-in pass reads it (people.spec).
      data-login-for={userType}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit.run();
      }}
      noValidate
    >
      <MobileCodeFields
        userType={userType}
        mobile={mobile}
        code={code}
        onMobile={(value) => update({ mobile: value })}
        onCode={setCode}
        error={error && error.field !== 'agreement' ? error : null}
        onError={setError}
      />
      <AgreementField
        checked={agreed}
        onChange={setAgreed}
        error={error?.field === 'agreement' ? error.text : null}
      />
      <SubmitButton busy={submit.busy} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
