import type { ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import type { Form } from '@/components/form/use-form';
import { useFeatureI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '@/components/form/form.css';

export interface StepFormProps {
  /** The step's form (useForm): it checks and saves the step, one save per tap. */
  form: Pick<Form<object, string>, 'submit' | 'busy' | 'errors'>;
  onBack?: () => void;
  submitLabel?: string;
  children: ReactNode;
}

/** One step of verification: its fields, then back and save (busy while the step is saved). */
export function StepForm({ form, onBack, submitLabel, children }: StepFormProps) {
  const { t } = useFeatureI18n();
  return (
    <form className="fy-form" onSubmit={form.submit} noValidate>
      {children}
      <div className="fy-form__actions">
        {onBack ? (
          <button type="button" className="fy-button" onClick={onBack}>
            {t('auth.back')}
          </button>
        ) : null}
        <SubmitButton busy={form.busy} busyLabel={t('auth.saving')}>
          {submitLabel ?? t('auth.next')}
        </SubmitButton>
      </div>
      <FormError text={form.errors.form ?? null} />
    </form>
  );
}
