import './form.css';

/** A refusal that belongs to no one field (the server said no to the whole form). */
export function FormError({ text }: { text: string | null }) {
  return text ? (
    <p className="fy-form__error" role="alert">
      {text}
    </p>
  ) : null;
}
