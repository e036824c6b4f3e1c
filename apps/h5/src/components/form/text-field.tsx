import type { HTMLAttributes } from 'react';
import { Field } from './field';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  /** Rewrites what was typed before it is kept (digits only, upper case). */
  normalize?: (typed: string) => string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  className?: string;
}

/** A one-line text input in a labelled field. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  normalize,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  placeholder,
  className,
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="fy-input"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          value={value}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange(normalize ? normalize(typed) : typed);
          }}
        />
      )}
    </Field>
  );
}
