import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useSingleFlight } from '@/lib/actions/single-flight';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';

export interface StepFormProps {
  /** Checks and saves the step; a second tap while it runs does nothing. */
  onSubmit: () => Promise<void>;
  busy?: boolean;
  /** What belongs to no one field (the server refused the step). */
  error?: string;
  onBack?: () => void;
  submitLabel?: string;
  children: ReactNode;
}

/** One step of verification: its fields, then back and save (busy while the step is saved). */
export function StepForm({ onSubmit, busy, error, onBack, submitLabel, children }: StepFormProps) {
  const { t } = useFeatureI18n();
  const flight = useSingleFlight(onSubmit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flight.run();
  };
  return (
    <form className="fy-form" onSubmit={submit} noValidate>
      {children}
      <div className="fy-form__actions">
        {onBack ? (
          <button type="button" className="fy-button" onClick={onBack}>
            {t('auth.back')}
          </button>
        ) : null}
        <SubmitButton busy={flight.busy || Boolean(busy)} busyLabel={t('auth.saving')}>
          {submitLabel ?? t('auth.next')}
        </SubmitButton>
      </div>
      <FormError text={error ?? null} />
    </form>
  );
}
