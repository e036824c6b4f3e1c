import { useKitI18n } from '../i18n/catalogue';
import { Field } from './field';

export interface ChoiceFieldProps<V extends string | number> {
  label: string;
  /** The chosen value, or '' when none is chosen yet. */
  value: V | '';
  options: readonly V[];
  /** How each value reads (translated names of codes). */
  optionLabel: (option: V) => string;
  onChange: (value: V | '') => void;
  hint?: string;
  error?: string | null;
  className?: string;
}

/**
 * A choice among fixed values with "please choose" first: a native select, so the phone shows its
 * own wheel or list (large, accessible, no script to load) at any text size.
 */
export function ChoiceField<V extends string | number>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  hint,
  error,
  className,
}: ChoiceFieldProps<V>) {
  const { t } = useKitI18n();
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="fy-input"
          value={String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = options.find((option) => String(option) === event.currentTarget.value);
            onChange(chosen ?? '');
          }}
        >
          <option value="">{t('form.choose')}</option>
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
