import { type HTMLAttributes, useState } from 'react';
import { useKitI18n } from '../i18n/catalogue';
import { Field } from './field';
import { refusedCharacters } from './normalize';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
  /** Leaving the field: where a form checks what was typed, before the visitor goes on. */
  onBlur?: () => void;
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
  onBlur,
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
  const { t } = useKitI18n();
  // Characters the field cannot take are not dropped in silence: the field says which.
  const [refused, setRefused] = useState('');
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      notice={refused ? t('form.refused', { chars: refused }) : null}
      className={className}
    >
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
          onBlur={onBlur}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const kept = normalize ? normalize(typed) : typed;
            setRefused(normalize ? refusedCharacters(typed, kept) : '');
            onChange(kept);
          }}
        />
      )}
    </Field>
  );
}
