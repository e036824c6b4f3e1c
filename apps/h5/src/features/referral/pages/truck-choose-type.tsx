import { Link } from '@/lib/routing/router';
import { PageFrame } from '@/components/page/page-frame';
import { useInviter } from '../api/inviter';
import { ForInvitation, type InvitationPageProps } from '../components/invitation-link';
import { invitationQuery } from '../family';
import { useTruckI18n } from '../i18n/catalogue';
import '@/components/button-link.css';
import '../components/invite.css';

/** The invitation (its token and type) travels on to each sign-up page and to the login. */
export default function TruckChooseTypePage() {
  return <ForInvitation page={ChooseType} />;
}

function ChooseType({ token, family }: InvitationPageProps) {
  const { t } = useTruckI18n();
  const inviter = useInviter(token, family.inviteType);
  const from = inviter.data?.[0]?.inviterMobileMasked;
  const query = invitationQuery(token, family);
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
