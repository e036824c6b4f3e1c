import { certificateExpiry } from '@freight/contract/rules/certificate-expiry';
import { todayInChina } from '@freight/contract/china-time';
import { DateField } from '@/components/form/date-field';
import { useFieldRules } from '@/components/form/field-rules';
import { useFeatureI18n } from '../i18n/catalogue';
import { DATE_PATTERN } from './verification-steps';

/**
 * A certificate's expiry date: the picker starts at today; a date within the near-expiry window
 * is kept with a reminder to renew under the field.
 */
export function ExpiryField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useFeatureI18n();
  const soon = DATE_PATTERN.test(value) && certificateExpiry(value, todayInChina()) === 'soon';
  return (
    <DateField
      label={label}
      value={value}
      onChange={onChange}
      min={todayInChina()}
      hint={soon ? t('auth.expirySoon', { date: value }) : undefined}
      error={error}
    />
  );
}

/** A step's check of an expiry date: one is chosen, and it has not already passed. */
export function useExpiryCheck(): (date: string) => string | undefined {
  const { t } = useFeatureI18n();
  const rule = useFieldRules();
  return (date) => {
    if (!DATE_PATTERN.test(date)) return t('auth.error.expiry');
    return certificateExpiry(date, todayInChina()) === 'expired'
      ? rule('date.expired', { date })
      : undefined;
  };
}
