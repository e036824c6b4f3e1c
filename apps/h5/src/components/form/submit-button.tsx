import type { ReactNode } from 'react';
import '@/components/button-link.css';

export interface SubmitButtonProps {
  /** The request is under way: the button says so and takes no second tap. */
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
}

/** A form's submit button, busy (and saying so) while its request runs. */
export function SubmitButton({ busy, busyLabel, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={['fy-button', 'fy-button--primary', className].filter(Boolean).join(' ')}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
