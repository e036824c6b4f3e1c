import { SUPPORT_PHONE, telHref } from '@freight/contract/config-defaults';
import { useI18n } from '@/lib/i18n/i18n';
import '@/components/button-link.css';

/** Words that send the reader to customer service (a server message, a page's own text). */
const MENTIONS_SUPPORT = /客服|customer service/i;

/** True when `text` tells the reader to contact customer service: show ContactSupport with it. */
export function mentionsSupport(text: string): boolean {
  return text.includes(SUPPORT_PHONE) || MENTIONS_SUPPORT.test(text);
}

/**
 * "联系客服" made doable: the customer-service number as a `tel:` link the phone dials on a tap,
 * a button-sized target (44 px, 60 px in elder mode). Shown wherever a message sends the reader
 * to customer service (a form's refusal, the error page).
 */
export function ContactSupport() {
  const { t } = useI18n();
  return (
    <a className="fy-button fy-contact-support" href={telHref(SUPPORT_PHONE)}>
      {t('support.call', { phone: SUPPORT_PHONE })}
    </a>
  );
}
