import type { DriverDetail } from '@freight/contract/endpoints/index';
import { personNamePattern } from '@freight/contract/rules/person-name';
import { useFieldRules } from '@/components/form/field-rules';
import { useForm } from '@/components/form/use-form';
import { PhotoField } from '@/components/form/photo-field';
import { TextField } from '@/components/form/text-field';
import { toHalfWidth } from '@/components/form/normalize';
import { checkIdCard, useUpdateDriverInfo } from '../api/driver-profile';
import { type FeatureKey, useFeatureI18n } from '../i18n/catalogue';
import { StepForm } from './step-form';
import { certificate, type StepErrors, stepFailure } from './verification-steps';

const ID_PATTERN = /^\d{17}[\dX]$/;

/** Where the server's refusal of a request field is shown on this step. */
const FIELD_OF = {
  name: 'name',
  idCardNo: 'idCardNo',
  idCardFrontKey: 'front',
  idCardBackKey: 'back',
} as const;

type Field = (typeof FIELD_OF)[keyof typeof FIELD_OF];
type IdentityValues = { name: string; idCardNo: string; front: string | null; back: string | null };

/** An ID number as typed: full-width digits and a lower-case x count; anything else is dropped. */
function idCardAsTyped(typed: string): string {
  return toHalfWidth(typed)
    .toUpperCase()
    .replace(/[^\dX]/g, '')
    .slice(0, 18);
}

/** Step 1: the real name, the ID number (checked by the server) and both sides of the ID card. */
export function IdentityStep({ detail, onDone }: { detail: DriverDetail; onDone: () => void }) {
  const { t, locale } = useFeatureI18n();
  const rule = useFieldRules();
  const update = useUpdateDriverInfo();
  const onFile = (kind: 'id_card_front' | 'id_card_back') => certificate(detail, kind)?.url ?? null;
  const form = useForm<IdentityValues, Field>({
    // The name given at sign-up is filled in, not asked twice.
    initial: {
      name: detail.name ?? detail.signUp?.name ?? '',
      idCardNo: '',
      front: null,
      back: null,
    },
    failure: (failure) => stepFailure(failure, locale, FIELD_OF, t),
    check: ({ name, idCardNo, front, back }) => {
      const trimmed = name.trim();
      const found: StepErrors<Field> = {};
      if (!trimmed) found.name = t('auth.error.name');
      else if (!personNamePattern.test(trimmed)) found.name = rule('name.format');
      if ((!idCardNo && !detail.idCardMasked) || (idCardNo && !ID_PATTERN.test(idCardNo))) {
        found.idCardNo = t('auth.error.idCard');
      }
      if (!front && !onFile('id_card_front')) found.front = t('auth.error.photo.front');
      if (!back && !onFile('id_card_back')) found.back = t('auth.error.photo.back');
      return found;
    },
    send: async ({ name, idCardNo, front, back }) => {
      const trimmed = name.trim();
      if (idCardNo) {
        const check = await checkIdCard({ name: trimmed, idCardNo });
        if (!check.valid) {
          const reasons = check.reasons.map((reason) => t(`auth.idReason.${reason}` as FeatureKey));
          return { idCardNo: reasons.join(' ') };
        }
      }
      await update.mutateAsync({
        name: trimmed,
        ...(idCardNo ? { idCardNo } : {}),
        ...(front ? { idCardFrontKey: front } : {}),
        ...(back ? { idCardBackKey: back } : {}),
      });
      onDone();
    },
  });
  const { name, idCardNo } = form.values;

  return (
    <StepForm form={form}>
      <TextField
        label={t('auth.field.name')}
        autoComplete="name"
        maxLength={30}
        value={name}
        onChange={form.edit('name')}
        error={form.errors.name}
      />
      <TextField
        label={t('auth.field.idCardNo')}
        hint={detail.idCardMasked ? t('auth.idOnFile', { id: detail.idCardMasked }) : undefined}
        maxLength={22}
        value={idCardNo}
        normalize={idCardAsTyped}
        onChange={form.edit('idCardNo')}
        error={form.errors.idCardNo}
      />
      <PhotoField
        label={t('auth.cert.id_card_front')}
        currentUrl={onFile('id_card_front')}
        onUploaded={form.edit('front')}
        error={form.errors.front}
      />
      <PhotoField
        label={t('auth.cert.id_card_back')}
        currentUrl={onFile('id_card_back')}
        onUploaded={form.edit('back')}
        error={form.errors.back}
      />
    </StepForm>
  );
}
