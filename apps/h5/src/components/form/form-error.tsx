import { ContactSupport, mentionsSupport } from '../contact-support';
import './form.css';

/**
 * A refusal that belongs to no one field (the server said no to the whole form). When it sends
 * the reader to customer service, the number to call comes with it.
 */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <>
      <p className="fy-form__error" role="alert">
        {text}
      </p>
      {mentionsSupport(text) ? <ContactSupport /> : null}
    </>
  );
}
