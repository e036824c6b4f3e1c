import { useKitI18n } from '../i18n/catalogue';
import { Field } from './field';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Characters allowed; the field counts them for the writer. */
  maxLength: number;
  hint?: string;
  error?: string | null;
  rows?: number;
}

/**
 * Several lines of text in a labelled field (feedback, a description), with a count of the
 * characters written against the limit, read with the field. It grows with the text size; the
 * phone's keyboard is a plain one (no autocorrect is turned off: people write sentences here).
 */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  hint,
  error,
  rows = 5,
}: TextAreaFieldProps) {
  const { t } = useKitI18n();
  const count = t('form.count', { count: value.length, max: maxLength });
  return (
    <Field
      label={label}
      hint={
        <>
          {hint ? <span className="fy-field__hint-line">{hint}</span> : null}
          <span className="fy-field__hint-line">{count}</span>
        </>
      }
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className="fy-input fy-input--area"
          rows={rows}
          maxLength={maxLength}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
