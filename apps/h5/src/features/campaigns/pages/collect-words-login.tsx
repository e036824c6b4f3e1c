import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import { LoginPage } from '@/components/login/login-page';
import { useSearchParams } from '@/lib/routing/router';

/**
 * `/collectword/login?slug=…&userType=…` (ADR 030): log in or sign up with a mobile number and an
 * SMS code, as the role chosen on /collectword/choose (a driver unless it says 1), then back to
 * the word collection (or to `redirect`, when the link names one).
 */
export default function CollectWordsLoginPage() {
  const [search] = useSearchParams();
  const slug = search.get('slug') ?? '';
  return (
    <LoginPage
      userType={search.get('userType') === '1' ? 1 : 3}
      next={CAMPAIGN_SLUG_PATTERN.test(slug) ? `/collectword/index?slug=${slug}` : undefined}
    />
  );
}
