import type { CutView } from '@freight/contract/endpoints/index';
import { yuanFixed as yuan } from '@/lib/format/money';
import { clockText } from '@/lib/format/clock-text';
import { useCountdown } from '@/lib/format/use-countdown';
import { useServerClock } from '@/lib/request/server-clock';
import { useGamesI18n } from '../i18n/catalogue';
import { ProgressBar } from './game-parts';

/** A cut's progress in a bar and in words: cut so far of the target, what is left, time left. */
export function CutProgress({ cut }: { cut: CutView }) {
  const { t } = useGamesI18n();
  const clock = useServerClock();
  const open = cut.state === 'open';
  // From the absolute end by the server's clock: no drift after the phone sleeps (PITFALLS 10).
  const seconds = useCountdown(open ? Date.parse(cut.expiresAt) : null, clock.now);
  return (
    <>
      <ProgressBar
        value={cut.cutFen}
        max={cut.targetFen}
        label={t('cut.progress', { cut: yuan(cut.cutFen), target: yuan(cut.targetFen) })}
      />
      {open ? (
        <>
          <p>{t('cut.left', { left: yuan(cut.targetFen - cut.cutFen) })}</p>
          {clock.known ? (
            <p>
              {t('cut.timeLeft', {
                time: clockText(seconds, (days, time) => t('cut.days', { days, time })),
              })}
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * Who helped, newest first, their mobiles masked, with what each cut. None yet: the starter is
 * asked to share, a friend to make the first cut.
 */
export function CutHelpers({ cut, friend = false }: { cut: CutView; friend?: boolean }) {
  const { t } = useGamesI18n();
  return (
    <section className="fy-card">
      <h2>{t('cut.helpers', { count: cut.helperCount })}</h2>
      {cut.helpers.length === 0 ? (
        <p>{t(friend ? 'cut.first' : 'cut.noHelpers')}</p>
      ) : (
        <ul className="fy-cut__helpers">
          {cut.helpers.map((helper) => (
            <li key={`${helper.at}-${helper.mobile}`}>
              {t('cut.helper', { mobile: helper.mobile, amount: yuan(helper.amountFen) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
