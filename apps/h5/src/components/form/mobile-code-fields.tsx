import { maskMobile } from '@freight/contract/rules/mask';
import { useState } from 'react';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { useCountdown } from '@/lib/format/use-countdown';
import { useSendLoginCode } from '@/lib/identity/session';
import { retryAfterSeconds } from '@/lib/request/request-error';
import type { UserType } from '@/lib/routing/route-table';
import { useKitI18n } from '../i18n/catalogue';
import { smsOutcomeWords } from '../login/i18n/catalogue';
import { lateCode, sendCodeErrorMessage, serverWords, smsUnavailable } from '../login/login-errors';
import { Field } from './field';
import { MOBILE_AS_TYPED_MAX, digitsAsTyped, mobileAsTyped, refusedCharacters } from './normalize';
import { TextField } from './text-field';
import { useSessionDraft } from './use-session-draft';
import '@/components/button-link.css';
import './form.css';

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;

export type MobileCodeError = { field: 'mobile' | 'code'; text: string } | null;

/** The error these fields show, from a form's errors (useForm): the number's before the code's. */
export function mobileCodeError(errors: { mobile?: string; code?: string }): MobileCodeError {
  if (errors.mobile) return { field: 'mobile', text: errors.mobile };
  if (errors.code) return { field: 'code', text: errors.code };
  return null;
}

/** What these fields report (`onError`), as a form's errors: it replaces both fields' errors. */
export function mobileCodeErrors(error: MobileCodeError): { mobile?: string; code?: string } {
  return {
    mobile: error?.field === 'mobile' ? error.text : undefined,
    code: error?.field === 'code' ? error.text : undefined,
  };
}

export interface MobileCodeFieldsProps {
  userType: UserType;
  mobile: string;
  code: string;
  onMobile: (mobile: string) => void;
  onCode: (code: string) => void;
  /** An error to show under the mobile or the code field. */
  error: MobileCodeError;
  onError: (error: MobileCodeError) => void;
}

/**
 * Mobile number and SMS code: the part every login and sign-up form shares. The code button
 * counts down from the server's resend time (an absolute end time, so it survives the phone
 * sleeping); the number it went to is shown masked. When the server refuses because a limit was
 * reached, the button counts down the wait it gave ("58 秒后重发") and is usable again at
 * the end. When the SMS provider did not answer in time, the code may still arrive: the field says
 * so (it stays valid for its minutes) and the button counts down as after a send. A number the
 * provider will not text is said at the field. Digits are kept as typed on any keyboard (full-width digits count; spaces, dashes and
 * a +86 in front of a pasted number are dropped).
 */
export function MobileCodeFields(props: MobileCodeFieldsProps) {
  const { userType, mobile, code, onMobile, onCode, error, onError } = props;
  const { t, locale } = useKitI18n();
  // Where the code went, until when the button waits, and why: a code went out ('sent'), one may
  // still arrive ('late', saying so in `lateNotice`), or a limit was reached ('limited'). Kept for the tab like the form's draft, so a web-view reloaded from
  // the background still says where the code went and counts down, instead of offering a button
  // the server would refuse for the rest of the minute.
  const [codeWait, keepWait] = useSessionDraft(`code-wait:${userType}`, {
    sentTo: '',
    resendAt: '',
    waitingFor: 'sent',
    lateNotice: '',
  });
  // A code sent to another number than the one in the field now (a typo put right) neither waits
  // nor is said: the server's minute is per number. A limit's wait holds for any number.
  const waitingFor =
    codeWait.waitingFor === 'limited' || codeWait.waitingFor === 'late'
      ? codeWait.waitingFor
      : 'sent';
  const sentTo = codeWait.sentTo !== '' && codeWait.sentTo === mobile ? codeWait.sentTo : null;
  const waits = waitingFor === 'limited' || sentTo !== null;
  const resendAt = waits && codeWait.resendAt ? Number(codeWait.resendAt) : null;
  const [refused, setRefused] = useState('');
  const secondsLeft = useCountdown(resendAt);
  const sendCode = useSendLoginCode();
  let buttonLabel = t('login.sendCode');
  // The widest label it shows after a tap, in either language: the button's width from the start.
  // (A limit's wait in minutes, rarer, may be wider.)
  const sizer = t('login.resendIn', { seconds: 60 });
  // After a send and under a limit alike, one wording ("58 秒后重发"); past two minutes (a
  // limit per hour), minutes say it better than thousands of seconds.
  if (secondsLeft > 0) {
    buttonLabel =
      secondsLeft < 120 || waitingFor !== 'limited'
        ? t('login.resendIn', { seconds: secondsLeft })
        : t('login.retryInMinutes', { minutes: Math.ceil(secondsLeft / 60) });
  }

  // One tap, one code: a second tap while the first is on its way sends nothing.
  const requestCode = useSingleFlight(async () => {
    if (!MOBILE_PATTERN.test(mobile)) {
      onError({ field: 'mobile', text: t('login.error.mobile') });
      return;
    }
    onError(null);
    try {
      const { resendAfterSeconds } = await sendCode.mutateAsync({ mobile, userType });
      keepWait({
        sentTo: mobile,
        waitingFor: 'sent',
        resendAt: String(Date.now() + resendAfterSeconds * 1000),
      });
    } catch (failure) {
      // A limit says how long to wait: the button counts it down instead of an error to read.
      const wait = retryAfterSeconds(failure);
      if (wait !== null) {
        keepWait({ waitingFor: 'limited', resendAt: String(Date.now() + wait * 1000) });
        return;
      }
      // Sent, but not confirmed in time: it may still arrive, and the number waits as after a send.
      // Its words, and those of texts unavailable, are loaded when needed; without them, the
      // server's own (in the page's language).
      const late = lateCode(failure);
      const words = late || smsUnavailable(failure) ? await smsOutcomeWords(locale) : null;
      if (late) {
        const minutes = Math.ceil(late.expiresInSeconds / 60);
        keepWait({
          sentTo: mobile,
          waitingFor: 'late',
          resendAt: String(Date.now() + late.resendAfterSeconds * 1000),
          lateNotice:
            words?.('login.codeMayArrive', { mobile: maskMobile(mobile), minutes }) ??
            serverWords(failure) ??
            '',
        });
        return;
      }
      const text = smsUnavailable(failure)
        ? (words?.('login.error.smsUnavailable') ?? serverWords(failure))
        : null;
      onError({ field: 'mobile', text: text ?? sendCodeErrorMessage(failure, t, locale) });
    }
  });

  return (
    <>
      <Field
        label={t('login.mobile')}
        error={error?.field === 'mobile' ? error.text : null}
        hint={
          sentTo && waitingFor !== 'late'
            ? t('login.codeSent', { mobile: maskMobile(sentTo) })
            : undefined
        }
        notice={
          refused
            ? t('form.refused', { chars: refused })
            : sentTo && waitingFor === 'late' && codeWait.lateNotice
              ? codeWait.lateNotice
              : null
        }
      >
        {({ id, describedBy, invalid }) => (
          <div className="fy-field__row">
            <input
              id={id}
              className="fy-input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_AS_TYPED_MAX}
              value={mobile}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                const kept = mobileAsTyped(typed);
                setRefused(refusedCharacters(typed, kept));
                onMobile(kept);
              }}
            />
            <button
              type="button"
              className="fy-button fy-field__side-button"
              disabled={secondsLeft > 0 || requestCode.busy}
              aria-busy={requestCode.busy}
              onClick={() => requestCode.run()}
            >
              {/* As wide as the countdown from the start, so the countdown neither widens it
                  nor drops it under the number as the finger moves to the code field. */}
              <span>{buttonLabel}</span>
              <span className="fy-field__sizer" aria-hidden="true">
                {sizer}
              </span>
            </button>
          </div>
        )}
      </Field>
      <TextField
        label={t('login.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        normalize={(typed) => digitsAsTyped(typed).slice(0, 6)}
        onChange={onCode}
        error={error?.field === 'code' ? error.text : null}
      />
    </>
  );
}
