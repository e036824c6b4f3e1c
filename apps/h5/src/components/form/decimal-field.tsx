import { TextField } from './text-field';
import { decimalAsTyped } from './normalize';

export interface DecimalFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}

/**
 * A number with decimals (metres, tonnes) on the phone's decimal keypad. A text input, not
 * `type=number`: that one silently drops what it cannot parse (full-width digits, a comma), so
 * the value is normalised as typed instead and checked by the form.
 */
export function DecimalField({ label, value, onChange, hint, error }: DecimalFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      hint={hint}
      error={error}
      inputMode="decimal"
      maxLength={8}
      normalize={decimalAsTyped}
    />
  );
}
