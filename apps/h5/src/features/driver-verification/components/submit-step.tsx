import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useState } from 'react';
import { useUpdateDriverInfo } from '../api/driver-profile';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import { StepForm } from './step-form';
import { serverFieldProblems } from '@/components/form/field-rules';
import { failureText } from './verification-steps';

/** Step 4: what will be reviewed, then submit. */
export function SubmitStep({
  detail,
  onBack,
  onSubmitted,
}: {
  detail: DriverDetail;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const { t, locale } = useFeatureI18n();
  const update = useUpdateDriverInfo();
  const [error, setError] = useState<string | undefined>(undefined);
  const rows: [FeatureKey, string | null][] = [
    ['auth.field.name', detail.name],
    ['auth.field.idCardNo', detail.idCardMasked],
    ['auth.field.licenceClass', detail.licenceClass],
    ['auth.field.plateNumber', detail.plateNumber],
    [
      'vehicle.field.type',
      detail.vehicleType ? t(`vehicle.type.${detail.vehicleType}` as FeatureKey) : null,
    ],
    ['vehicle.field.lengthM', detail.vehicleLengthM?.toString() ?? null],
    ['auth.field.loadTonnes', detail.loadTonnes?.toString() ?? null],
  ];
  const submit = async () => {
    setError(undefined);
    try {
      await update.mutateAsync({ submit: true });
      onSubmitted();
    } catch (failure) {
      // What the review would refuse, field by field (a licence that expired since it was saved).
      const problems = serverFieldProblems(failure, locale);
      setError(
        problems
          ? problems
              .map(({ field, text }) => `${t(`auth.field.${field}` as FeatureKey)}：${text}`)
              .join('\n')
          : failureText(failure, t),
      );
    }
  };
  return (
    <StepForm
      onSubmit={submit}
      busy={update.isPending}
      error={error}
      onBack={onBack}
      submitLabel={t('auth.submit')}
    >
      <dl className="fy-auth__summary">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </StepForm>
  );
}
