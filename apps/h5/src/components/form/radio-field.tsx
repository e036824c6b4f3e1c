import { type ReactNode, useId } from 'react';
import './form.css';

export interface RadioFieldProps<V extends string> {
  /** The question; a node when part of it is in another language (an operator's question). */
  legend: ReactNode;
  /** The choice made; '' for none yet. */
  value: V | '';
  options: readonly V[];
  optionLabel: (option: V) => ReactNode;
  onChange: (value: V) => void;
  /** Why the choice is needed or refused, under the options, read with the group. */
  error?: string | null;
}

/**
 * A few choices shown at once (yes or no), each a whole-row target: for two or three short answers
 * a native select would hide what can be chosen behind a tap. Nothing is chosen first; an error
 * (an answer missing) is read with the group.
 */
export function RadioField<V extends string>({
  legend,
  value,
  options,
  optionLabel,
  onChange,
  error,
}: RadioFieldProps<V>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="fy-field fy-radio"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend>{legend}</legend>
      <div className="fy-radio__options">
        {options.map((option) => (
          <label key={option} className="fy-check fy-radio__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="fy-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
