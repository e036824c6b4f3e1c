import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useEffect, useState } from 'react';
import { useSearchParams } from '@/lib/routing/router';
import { QueryView } from '@/components/query-view/query-view';
import { useDriverDetail } from '../api/driver-profile';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import { IdentityStep } from './identity-step';
import { LicenceStep } from './licence-step';
import { ReviewState } from './review-state';
import { SubmitStep } from './submit-step';
import { VehicleStep } from './vehicle-step';
import { firstOpenStep, type Step, STEPS, stepOfField } from './verification-steps';

/**
 * The logged-in driver's verification: the steps from the saved profile, or the review state
 * (loaded apart from the page: verification-flow.tsx).
 */
export default function Profile() {
  const { t } = useFeatureI18n();
  const detail = useDriverDetail();
  const [editing, setEditing] = useState<Step | null>(null);
  const [, showStep] = useStepInAddress();
  // Editing after a rejection opens the step of the first reason, in the address too.
  const edit = (step: Step) => {
    setEditing(step);
    showStep(step);
  };
  return (
    <QueryView query={detail} rows={2}>
      {(profile) => {
        const expiring = profile.certificates.filter((item) => item.nearExpiry);
        const reviewState =
          editing === null &&
          (profile.state === 'submitted' ||
            profile.state === 'approved' ||
            profile.state === 'rejected');
        return (
          <>
            {expiring.map((item) => (
              <p key={item.kind} className="fy-auth__warning" role="note">
                {t('auth.expiring', {
                  doc: t(`auth.cert.${item.kind}` as FeatureKey),
                  date: item.expiresOn ?? '',
                })}
              </p>
            ))}
            {reviewState ? (
              <ReviewState
                detail={profile}
                onEdit={() =>
                  edit(stepOfField(profile.rejectReasons[0]?.field ?? firstOpenStep(profile)))
                }
              />
            ) : (
              <Steps
                detail={profile}
                initial={editing ?? firstOpenStep(profile)}
                onSubmitted={() => setEditing(null)}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}

/** The step named in the address (`?step=`), and a way to go to one with a history entry. */
function useStepInAddress(): [Step | undefined, (step: Step, replace?: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const asked = STEPS.find((item) => item === search.get('step'));
  const show = (step: Step, replace = false) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        return next;
      },
      { replace },
    );
  return [asked, show];
}

/** The furthest step the saved profile allows (its first open step). */
function reached(detail: DriverDetail): number {
  return STEPS.indexOf(firstOpenStep(detail));
}

function Steps({
  detail,
  initial,
  onSubmitted,
}: {
  detail: DriverDetail;
  initial: Step;
  onSubmitted: () => void;
}) {
  const { t } = useFeatureI18n();
  // The step is in the address (`?step=licence`), one history entry each: the phone's back button
  // goes to the previous step rather than off the page. A step further than the driver has
  // reached (typed into the address) opens where they actually are.
  const [asked, setStep] = useStepInAddress();
  const step: Step =
    asked && STEPS.indexOf(asked) <= Math.max(STEPS.indexOf(initial), reached(detail))
      ? asked
      : initial;
  const index = STEPS.indexOf(step);
  // The step first shown is written into the address too (replacing it), so that going back
  // to this history entry shows it again rather than wherever the profile now stands.
  useEffect(() => {
    if (asked !== step) setStep(step, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only for the entry the page opened on
  }, []);
  const next = () => setStep(STEPS[Math.min(index + 1, STEPS.length - 1)] ?? 'review');
  return (
    <>
      <ol className="fy-auth__steps" aria-label={t('auth.steps')}>
        {STEPS.map((item, position) => (
          <li
            key={item}
            aria-current={item === step ? 'step' : undefined}
            data-done={position < index}
          >
            {t(`auth.step.${item}` as FeatureKey)}
          </li>
        ))}
      </ol>
      {step === 'identity' ? <IdentityStep detail={detail} onDone={next} /> : null}
      {step === 'licence' ? (
        <LicenceStep detail={detail} onDone={next} onBack={() => setStep('identity')} />
      ) : null}
      {step === 'vehicle' ? (
        <VehicleStep detail={detail} onDone={next} onBack={() => setStep('licence')} />
      ) : null}
      {step === 'review' ? (
        <SubmitStep detail={detail} onBack={() => setStep('vehicle')} onSubmitted={onSubmitted} />
      ) : null}
    </>
  );
}
