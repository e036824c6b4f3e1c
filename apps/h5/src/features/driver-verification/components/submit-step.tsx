import type { DriverDetail } from '@freight/contract/endpoints/index';
import { useForm } from '@/components/form/use-form';
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
  const form = useForm<object, never>({
    initial: {},
    send: async () => {
      await update.mutateAsync({ submit: true });
      onSubmitted();
    },
    // What the review would refuse, field by field (a licence that expired since it was saved).
    failure: (failure) => {
      const problems = serverFieldProblems(failure, locale);
      return {
        form: problems
          ? problems
              .map(({ field, text }) => `${t(`auth.field.${field}` as FeatureKey)}：${text}`)
              .join('\n')
          : failureText(failure, t),
      };
    },
  });
  return (
    <StepForm form={form} onBack={onBack} submitLabel={t('auth.submit')}>
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
