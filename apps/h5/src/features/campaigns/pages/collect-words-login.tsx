import { CAMPAIGN_SLUG_PATTERN } from '@freight/contract/endpoints/campaign-values';
import { LoginPage } from '@/components/login/login-page';
import { useSearchParams } from '@/lib/routing/router';

/** See ADR 030. */
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
