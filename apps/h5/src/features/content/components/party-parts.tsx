import type { PartyPostState } from '@freight/contract/endpoints/party-values';
import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { usePartyI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** Where a post of one's own stands, as a word on its row. */
export function StateText({ state }: { state: PartyPostState }) {
  const { t } = usePartyI18n();
  return (
    <span className="fy-party__state" data-state={state}>
      {t(`party.state.${state}`)}
    </span>
  );
}

/** A post id that names none the caller may see: say so and lead back to the list. */
export function MissingPost() {
  const { t } = usePartyI18n();
  return (
    <PageFrame title={t('party.missing')} subtitle={t('party.missing.hint')}>
      <Link className="fy-button fy-button--primary" to="/operate/partyBuilding">
        {t('party.backToList')}
      </Link>
    </PageFrame>
  );
}

/** A post's link: `/operate/partyBuilding/detail?id=N`. */
export const postPath = (id: number) => `/operate/partyBuilding/detail?id=${id}`;
