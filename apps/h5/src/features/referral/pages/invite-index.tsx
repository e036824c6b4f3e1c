import type { CampaignRules, MyReferral } from '@freight/contract/endpoints/index';
import { useId, useRef, useState } from 'react';
import { Link, useOutlet } from '@/lib/routing/router';
import { copyOrSelect } from '@/lib/links/copy-link';
import { LoginGate } from '@/components/login/login-gate';
import { PageFrame } from '@/components/page/page-frame';
import { QueryView } from '@/components/query-view/query-view';
import { PageSkeleton } from '@/components/skeleton/skeleton';
import { rewardText } from '@/components/rules-page/reward-text';
import { type SessionUser, useOpenedForVisitor } from '@/lib/identity/session';
import { isRequestError } from '@/lib/request/request-error';
import { useInviteToken } from '../api/invite-token';
import { useMyReferrals } from '../api/my-referrals';
import { usePublishedProgramme } from '../api/running-programme';
import { type InviteFamily, inviteUrl, useInviteFamily } from '../family';
import { useInviteI18n } from '../i18n/catalogue';
import { InvitationPoster } from '../components/invitation-poster';
import { ReferralList } from '../components/referral-list';
import '@/components/form/form.css';
import '@/components/button-link.css';
import '../components/invite.css';

/**
 * The log of `/driver-invite-driver/index` is its child route `index/log`, shown instead of this
 * page when open; that of `/oldInviteNew/index` is the sibling `inviteList`.
 */
export default function InviteIndexPage() {
  const child = useOutlet();
  return child ?? <InviteIndex />;
}

/**
 * The programme's rewards, then the inviter's progress and link. A visitor (no user info on the
 * phone when the page opened) gets the login card under the hero from the first render on, before
 * the programme has answered, and the rewards under it; a login made there shows the progress and
 * link in the card's place. The rewards are drawn from the public read index.html's script made
 * (docs/decisions/049) until the signed read answers; the HTML's first screen for a visitor is the
 * first render with neither in (`firstScreen: 'guest'`).
 */
function InviteIndex() {
  const { t } = useInviteI18n();
  const family = useInviteFamily();
  const { signed: programme, published } = usePublishedProgramme(family.inviteType);
  const visitor = useOpenedForVisitor();
  if (isRequestError(programme.error) && programme.error.status === 404) {
    return <PageFrame title={t('index.over')} subtitle={t('programme.none')} />;
  }
  const rules = programme.data;
  const inviter = (
    <LoginGate userType={rules?.userType ?? family.inviter}>
      {(user) =>
        rules ? <Inviter rules={rules} family={family} user={user} /> : <PageSkeleton rows={2} />
      }
    </LoginGate>
  );
  return (
    <PageFrame title={published.data?.title}>
      {visitor ? inviter : null}
      <QueryView query={published} rows={3}>
        {(shown) => (
          <>
            <Rewards terms={shown.referral} family={family} />
            {visitor ? null : inviter}
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Rewards({ terms, family }: { terms: CampaignRules['referral']; family: InviteFamily }) {
  const { t } = useInviteI18n();
  if (!terms) return null;
  const event = t(`rules.referral.event.${terms.qualifyEvent}`);
  return (
    <section className="fy-card">
      <h2>{t('rules.referral')}</h2>
      <p>{t('rules.referral.inviter', { event, reward: rewardText(terms.inviterReward, t) })}</p>
      {terms.inviteeReward ? (
        <p>{t('rules.referral.invitee', { reward: rewardText(terms.inviteeReward, t) })}</p>
      ) : null}
      {family.rulePage ? (
        <Link className="fy-button" to="../rule" relative="path">
          {t('index.rules')}
        </Link>
      ) : (
        <>
          <p>{t('rules.referral.cap', { count: terms.dailyCap })}</p>
          <p>{t('rules.referral.expiry', { days: terms.expiryDays, event })}</p>
        </>
      )}
    </section>
  );
}

/** What an inviter's referrals count as on the progress card. */
export function progressOf(referrals: readonly MyReferral[]) {
  const count = (...states: MyReferral['state'][]) =>
    referrals.filter((referral) => states.includes(referral.state)).length;
  return {
    registered: referrals.length,
    qualified: count('qualified', 'rewarded'),
    rewarded: count('rewarded'),
    notCounted: count('expired', 'withheld'),
  };
}

function Inviter({
  rules,
  family,
  user,
}: {
  rules: CampaignRules;
  family: InviteFamily;
  user: SessionUser;
}) {
  const { t } = useInviteI18n();
  const mine = useMyReferrals(rules.slug);
  const token = useInviteToken(rules.slug);
  return (
    <>
      <QueryView query={mine} rows={2}>
        {({ referrals }) => {
          const progress = progressOf(referrals);
          return (
            <section className="fy-card">
              <h2>{t('index.progress')}</h2>
              <dl className="fy-invite-progress">
                {(['registered', 'qualified', 'rewarded', 'notCounted'] as const).map((key) => (
                  <div key={key}>
                    <dt>{t(`index.progress.${key}`)}</dt>
                    <dd>{progress[key]}</dd>
                  </div>
                ))}
              </dl>
              {family.logPath ? (
                <Link className="fy-button" to={family.logPath} relative="path">
                  {t('index.log')}
                </Link>
              ) : null}
            </section>
          );
        }}
      </QueryView>
      {family.logPath ? null : <ReferralList programme={rules.slug} />}
      <QueryView query={token} rows={3}>
        {(invitation) => (
          <Invite
            url={inviteUrl(family, invitation)}
            rules={rules}
            posterPage={family.posterPage}
            inviter={user}
            inviterName={invitation.inviterNameMasked}
          />
        )}
      </QueryView>
    </>
  );
}

function Invite({
  url,
  rules,
  posterPage,
  inviter,
  inviterName,
}: {
  url: string;
  rules: CampaignRules;
  posterPage: boolean;
  inviter: SessionUser;
  inviterName: string | null;
}) {
  const { t } = useInviteI18n();
  const linkId = useId();
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const [poster, setPoster] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Older web-views have no clipboard API (or only on https): the link is selected to copy by hand.
  const copy = async () => setCopied((await copyOrSelect(url, field.current)) ? 'done' : 'failed');
  return (
    <section className="fy-card">
      <h2>{t('index.invite')}</h2>
      <div className="fy-field">
        <label htmlFor={linkId}>{t('index.link')}</label>
        <input
          ref={field}
          id={linkId}
          className="fy-input"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <button type="button" className="fy-button" onClick={() => void copy()}>
        {t('index.copy')}
      </button>
      <p role="status">
        {copied === 'done' ? t('index.copied') : copied === 'failed' ? t('index.copyFailed') : ''}
      </p>
      {posterPage ? (
        <Link className="fy-button fy-button--primary" to="../qrcode" relative="path">
          {t('index.poster')}
        </Link>
      ) : poster ? (
        <InvitationPoster url={url} rules={rules} inviter={inviter} inviterName={inviterName} />
      ) : (
        <button
          type="button"
          className="fy-button fy-button--primary"
          onClick={() => setPoster(true)}
        >
          {t('index.poster')}
        </button>
      )}
    </section>
  );
}
