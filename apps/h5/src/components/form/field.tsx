import { type ReactNode, useId } from 'react';
import './form.css';

/** What a field's control needs to be labelled and described. */
export interface FieldControl {
  id: string;
  /** Ids of the hint and the error, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldProps {
  label: string;
  /** Help under the control (a format example), read with it. */
  hint?: ReactNode;
  /** Why the value is refused, under the control, read with it and announced. */
  error?: string | null;
  /** Something to know about what was just typed (characters left out), announced politely. */
  notice?: string | null;
  children: (control: FieldControl) => ReactNode;
  className?: string;
}

/**
 * One labelled form field: every input of every form goes through it, so each has a label, and
 * its hint and error are tied to it by `aria-describedby` (a screen reader reads why a value was
 * refused when the field is focused). Text and targets grow with the phone's text size and with
 * elder mode (form.css).
 */
export function Field({ label, hint, error, notice, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, noticeId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `fy-field ${className}` : 'fy-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="fy-field__hint">
          {hint}
        </p>
      ) : null}
      {notice ? (
        <p id={noticeId} className="fy-field__notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="fy-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
