import { useI18n } from '@/lib/i18n/i18n';
import './chinese-only-note.css';

/**
 * On an English page, the line that says what follows is kept in Chinese only (the operators'
 * texts: agreements, articles, lessons, exam questions, broadcasts, policies; docs/decisions/004),
 * so a reader knows before meeting it that nothing is broken. A Chinese page shows nothing. The
 * sentence is the feature's own (`This course is in Chinese.`), from its catalogue.
 */
export function ChineseOnlyNote({ children }: { children: string }) {
  const { locale } = useI18n();
  return locale === 'en-US' ? <p className="fy-chinese-only">{children}</p> : null;
}
