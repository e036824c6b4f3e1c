import { Field } from './field';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  min?: string;
  max?: string;
}

/** A date (a certificate's expiry, a loading date) with the phone's own date picker. */
export function DateField({ label, value, onChange, hint, error, min, max }: DateFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="fy-input"
          type="date"
          min={min}
          max={max}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
