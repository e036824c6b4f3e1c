import { Link, useSearchParams } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { expiredLink, useInviter } from '../api/inviter';
import { InvalidInvitation } from '../components/invitation-link';
import { invitationQuery, type InviteFamily, useInviteFamily, validInvitation } from '../family';
import { useTruckI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/invite.css';

/**
 * `/driver-invite-truck/choosetype?token=…&type=3`: an invited truck owner says whether they own a
 * truck, and signs up on the page for that (`hascar`, `nocar`); one with an account logs in
 * instead. The invitation travels on to each.
 */
export default function TruckChooseTypePage() {
  const family = useInviteFamily();
  const [search] = useSearchParams();
  const token = validInvitation(search, family);
  if (token === null) return <InvalidInvitation />;
  return <ChooseType token={token} family={family} />;
}

function ChooseType({ token, family }: { token: string; family: InviteFamily }) {
  const { t } = useTruckI18n();
  const inviter = useInviter(token, family.inviteType);
  const from = inviter.data?.[0]?.inviterMobileMasked;
  const query = invitationQuery(token, family);
  const expired = expiredLink(inviter);
  if (expired !== null) return <InvalidInvitation expired={expired} />;
  return (
    <PageFrame subtitle={from ? t('share.from', { inviter: from }) : t('share.join')}>
      <section className="fy-card">
        <h2>{t('type.title')}</h2>
        <ul className="fy-invite-choices">
          {(['has', 'no'] as const).map((kind) => (
            <li key={kind}>
              <Link to={`../${kind === 'has' ? 'hascar' : 'nocar'}${query}`} relative="path">
                <strong>{t(`type.${kind}`)}</strong>
                <span>{t(`type.${kind}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link className="fy-button" to={`../login${query}`} relative="path">
          {t('type.login')}
        </Link>
      </section>
    </PageFrame>
  );
}
