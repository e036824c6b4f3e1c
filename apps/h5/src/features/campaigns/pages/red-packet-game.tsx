import type { CampaignRules } from '@freight/contract/endpoints/index';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/routing/router';
import { FormError } from '@/components/form/form-error';
import { LoginGate } from '@/components/login/login-gate';
import { useDrawCampaign } from '@/lib/campaigns/attempt';
import { useSession } from '@/lib/identity/session';
import { CASH_BALANCE_PATH } from '@/lib/value/balances';
import {
  CampaignPage,
  ChancesText,
  chancesOf,
  isRunning,
  NotRunning,
} from '../components/campaign-parts';
import {
  keepPackets,
  type KeptPacket,
  keptPackets,
  placeOutcomes,
} from '../components/opened-packets';
import { usePacketsI18n } from '../i18n/catalogue';
import '@/components/button-link.css';

/** Red packets on the screen at once: big targets, two or three to a row on a phone. */
const PACKETS = 9;

/**
 * What each packet holds is the server's, from the campaign's tiers and stock. A tap while one
 * opens does nothing; an opening whose answer was lost is asked again with the same request id on
 * the next tap (lib/campaigns/attempt.ts). Which packet shows which of today's outcomes:
 * opened-packets.ts.
 */
export default function RedPacketGamePage() {
  return <CampaignPage kind="red_packet_rain">{(rules) => <Game rules={rules} />}</CampaignPage>;
}

function Game({ rules }: { rules: CampaignRules }) {
  const { t } = usePacketsI18n();
  if (!isRunning(rules)) return <NotRunning rules={rules} />;
  return (
    <LoginGate userType={rules.userType ?? 1} heading={t('packets.gate')}>
      {() => <Packets rules={rules} />}
    </LoginGate>
  );
}

function Packets({ rules }: { rules: CampaignRules }) {
  const { t, locale } = usePacketsI18n();
  // Which packet showed which outcome: this tab's and this user's (another may log in on a shared
  // phone), so that a reload leaves each where it was tapped.
  const keptAs = `${rules.slug}:${useSession().data?.userId ?? 0}`;
  const [kept, setKept] = useState<KeptPacket[]>(() => keptPackets(keptAs));
  useEffect(() => keepPackets(keptAs, kept), [keptAs, kept]);
  const [tapped, setTapped] = useState<number | null>(null);
  // An outcome belongs to the packet tapped for it, placed before the rules list it.
  const draw = useDrawCampaign(rules.slug, rules.campaignId, ({ attemptId }) => {
    if (tapped === null) return;
    setKept((before) => [
      ...before.filter((each) => each.attemptId !== attemptId),
      { packet: tapped, attemptId },
    ]);
  });
  const outcomes = rules.me?.outcomesToday ?? [];
  const opened = placeOutcomes(outcomes, kept, PACKETS);
  const { none } = chancesOf(rules);
  const open = (packet: number) => {
    if (draw.isPending || none || opened.some((each) => each.packet === packet)) return;
    setTapped(packet);
    draw.draw();
  };
  const prizes = outcomes.filter((each) => each.won).map((each) => each.tier.name);
  const wonCash = outcomes.some((each) => each.won && each.tier.prize === 'cash_fen');
  return (
    <section className="fy-card">
      <ChancesText rules={rules} game="packets" />
      <ul className="fy-packets">
        {Array.from({ length: PACKETS }, (_, index) => {
          const packet = index + 1;
          const outcome = opened.find((each) => each.packet === packet)?.outcome;
          const opening = draw.isPending && tapped === packet;
          return (
            <li key={packet}>
              <button
                type="button"
                className="fy-packet"
                data-opened={outcome ? (outcome.won ? 'won' : 'lost') : undefined}
                disabled={Boolean(outcome) || (none && !outcome)}
                aria-busy={opening}
                onClick={() => open(packet)}
              >
                {outcome
                  ? t('packets.opened', { n: packet, prize: outcome.tier.name })
                  : opening
                    ? t('packets.opening')
                    : t('packets.packet', { n: packet })}
              </button>
            </li>
          );
        })}
      </ul>
      <FormError text={draw.error ? draw.error.message : null} />
      {none && prizes.length > 0 ? (
        <p className="fy-draw__outcome" role="status" data-won>
          {t('packets.won', { prizes: prizes.join(locale === 'en-US' ? ', ' : '、') })}
        </p>
      ) : null}
      {wonCash ? (
        // The rules send cash to "我的余额": the page that shows it and its entries.
        <Link className="fy-button fy-button--primary" to={CASH_BALANCE_PATH}>
          {t('packets.balance')}
        </Link>
      ) : null}
      <Link className="fy-button" to={`/redpacketrain/index?slug=${rules.slug}`}>
        {t('packets.back')}
      </Link>
    </section>
  );
}
