import { type SessionUser, useLogin } from '@/lib/identity/session';
import type { UserType } from '@/lib/routing/route-table';
import { AgreementField } from '../form/agreement-field';
import {
  CODE_PATTERN,
  MOBILE_PATTERN,
  MobileCodeFields,
  mobileCodeError,
  mobileCodeErrors,
} from '../form/mobile-code-fields';
import { SubmitButton } from '../form/submit-button';
import { useForm } from '../form/use-form';
import { useKitI18n } from '../i18n/catalogue';
import { loginErrorMessage } from './login-errors';
import '../form/form.css';

type LoginField = 'mobile' | 'code' | 'agreement';

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
  const login = useLogin();
  // The number is kept for the tab (a web-view reloaded from the background keeps it), and a tap
  // again after a lost answer sends the same key: with the same code, the same log-in (the code
  // was used up by the first send whose answer never came). One error at a time.
  const form = useForm<{ mobile: string; code: string; agreed: boolean }, LoginField>({
    draft: `login:${userType}`,
    keep: ['mobile'],
    initial: { mobile: '', code: '', agreed: false },
    check: ({ mobile, code, agreed }) => {
      if (!MOBILE_PATTERN.test(mobile)) return { mobile: t('login.error.mobile') };
      if (!CODE_PATTERN.test(code)) return { code: t('login.error.code') };
      if (!agreed) return { agreement: t('login.error.agreement') };
      return {};
    },
    send: async ({ mobile, code }, { requestId }) => {
      const sent = { mobile, code, userType };
      const { user, isNew } = await login.mutateAsync({ ...sent, requestId: requestId(sent) });
      onLoggedIn(user, isNew);
    },
    failure: (failure) => ({ code: loginErrorMessage(failure, t) }),
  });
  const { values, set, errors } = form;

  return (
    <form
      className="fy-form"
      // Which user type logs in here: the browser tests' logged-in pass reads it (people.spec).
      data-login-for={userType}
      onSubmit={form.submit}
      noValidate
    >
      <MobileCodeFields
        userType={userType}
        mobile={values.mobile}
        code={values.code}
        onMobile={(mobile) => set({ mobile })}
        onCode={(code) => set({ code })}
        error={mobileCodeError(errors)}
        onError={(error) => form.setErrors(mobileCodeErrors(error))}
      />
      <AgreementField
        checked={values.agreed}
        onChange={(agreed) => set({ agreed })}
        error={errors.agreement ?? null}
      />
      <SubmitButton busy={form.busy} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
