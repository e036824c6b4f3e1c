import { ContactSupport, mentionsSupport } from '../contact-support';
import './form.css';

/**
 * A refusal that belongs to no one field (the server said no to the whole form), or the failure of
 * a page's action button. When it sends the reader to customer service, the number to call comes
 * with it. It stands BELOW the submit button (or the row of buttons), never above: an error that
 * appears above pushes the button down, and the second tap of someone trying again lands on
 * nothing, or on something else. Announced as an alert, so it is heard wherever it stands.
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
