import type { SignInStatus } from '@freight/contract/endpoints/index';
import { FormError } from '@/components/form/form-error';
import { QueryView } from '@/components/query-view/query-view';
import { rewardText } from '@/components/rules-page/reward-text';
import { useSignIn, useSignInStatus } from '../api/loyalty';
import { useCentreI18n } from '../i18n/catalogue';

/** Days of the current cycle already signed: up to the one before the next, all seven once done. */
export function cycleDaysDone(status: Pick<SignInStatus, 'signedToday' | 'nextCycleDay'>): number {
  if (status.signedToday && status.nextCycleDay === 1) return 7;
  return status.nextCycleDay - 1;
}

/**
 * Today's sign-in: the streak, the seven days of the cycle with what each gives (those signed
 * filled, the next one outlined), and the button, once a day (Asia/Shanghai) however often
 * tapped. `id` lets a task's "go" move the focus here.
 */
export function SignInCard({ id }: { id?: string }) {
  const status = useSignInStatus();
  return (
    <QueryView query={status} rows={3}>
      {(data) => <SignInBody data={data} id={id} />}
    </QueryView>
  );
}

function SignInBody({ data, id }: { data: SignInStatus; id: string | undefined }) {
  const { t } = useCentreI18n();
  const signIn = useSignIn();
  if (!data.campaign) {
    return (
      <section className="fy-card" role="status" id={id} tabIndex={-1}>
        <p>{t('signIn.none')}</p>
      </section>
    );
  }
  const done = cycleDaysDone(data);
  const got = signIn.data;
  return (
    <section className="fy-card" aria-labelledby="fy-sign-in-heading" id={id} tabIndex={-1}>
      <h2 id="fy-sign-in-heading">{data.campaign.title}</h2>
      <p>{data.streak > 0 ? t('signIn.streak', { days: data.streak }) : t('signIn.streak.none')}</p>
      <ol className="fy-loyalty-cycle">
        {data.cycle.map((day) => (
          <li
            key={day.day}
            data-done={day.day <= done}
            data-next={!data.signedToday && day.day === data.nextCycleDay}
          >
            {t('signIn.day', { day: day.day })}
            <br />
            <strong>{day.reward ? rewardText(day.reward, t) : t('signIn.dayGone')}</strong>
          </li>
        ))}
      </ol>
      {got ? (
        <p role="status" className="fy-loyalty-plus">
          {got.reward
            ? t('signIn.got', { reward: rewardText(got.reward, t) })
            : t('signIn.gotNothing')}
        </p>
      ) : null}
      <button
        type="button"
        className="fy-button fy-button--primary"
        disabled={data.signedToday || signIn.isPending}
        aria-busy={signIn.isPending}
        onClick={() => signIn.signIn()}
      >
        {signIn.isPending
          ? t('signIn.signing')
          : data.signedToday
            ? t('signIn.done')
            : t('signIn.button')}
      </button>
      <FormError text={signIn.isError ? signIn.error.message : null} />
      <p className="fy-loyalty-muted">{t('signIn.how')}</p>
    </section>
  );
}
