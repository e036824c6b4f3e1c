import { useId } from 'react';
import './form.css';

export interface RadioFieldProps<V extends string> {
  legend: string;
  /** The choice made; '' for none yet. */
  value: V | '';
  options: readonly V[];
  optionLabel: (option: V) => string;
  onChange: (value: V) => void;
}

/**
 * A few choices shown at once (yes or no), each a whole-row target: for two or three short answers
 * a native select would hide what can be chosen behind a tap. Optional: nothing is chosen first.
 */
export function RadioField<V extends string>({
  legend,
  value,
  options,
  optionLabel,
  onChange,
}: RadioFieldProps<V>) {
  const name = useId();
  return (
    <fieldset className="fy-field fy-radio">
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
    </fieldset>
  );
}
