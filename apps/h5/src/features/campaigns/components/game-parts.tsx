import type { CampaignRules } from '@freight/contract/endpoints/index';
import { type ComponentType, useEffect, useId, useState } from 'react';
import { useKeptAnswer } from '@/components/query-view/kept-context';
import { rulesCatalogue } from '@/components/rules-page/i18n/catalogue';
import { formatDate } from '@/lib/format/date-time';
import { loadCatalogues, useI18n, withUses } from '@/lib/i18n/i18n';
import { loadWithTimeout } from '@/lib/routing/load-errors';
import { useGamesI18n } from '../i18n/catalogue';
import type { GameRulesProps } from './game-rules';
import { CampaignFrame, type CampaignFrameProps, type FrameTexts } from './campaign-frame';
import './campaign.css';
import './games.css';

// What the cut-price and collect-words pages (ADR 030) share, on their own small catalogue (the
// feature's and the rules page's strings would pass the 4 KiB budget): the campaign's frame (the
// one every game page stands in, campaign-frame.tsx), why it is not on, its one prize, a progress
// bar that says its numbers in words, and the rules, loaded when opened.

/** The page of the game its link names, in the games' words (campaign-frame.tsx). */
export function GamePage({ kind, children }: Omit<CampaignFrameProps, 'texts'>) {
  const { t } = useGamesI18n();
  const texts: FrameTexts = {
    missing: t('game.missing'),
    missingHint: t('game.missing.hint'),
    window: (dates) => t('game.window', dates),
  };
  return (
    <CampaignFrame kind={kind} texts={texts}>
      {children}
    </CampaignFrame>
  );
}

/**
 * Why the game is not on: not started yet, or ended (with an early end's notice); not from a kept
 * answer (docs/decisions/048).
 */
export function GameNotRunning({ rules }: { rules: CampaignRules }) {
  const { t } = useGamesI18n();
  if (useKeptAnswer()) return null;
  return (
    <p className="fy-card" role="status">
      {rules.state === 'scheduled'
        ? t('game.notStarted', { date: formatDate(rules.startsAt, 'YYYY-MM-DD HH:mm') })
        : (rules.endedEarly?.notice ?? t('game.ended'))}
    </p>
  );
}

/** The campaign's prize: its one tier that is not the losing one. */
export function prizeOf(rules: CampaignRules) {
  return rules.tiers.find((tier) => tier.prize !== 'none') ?? null;
}

/** A bar of `value` out of `max`, with `label` beside it in words (never the colour alone). */
export function ProgressBar({ value, max, label }: { value: number; max: number; label: string }) {
  const labelId = useId();
  const percent = max <= 0 ? 0 : Math.min(100, Math.round((value * 100) / max));
  return (
    <div className="fy-progress">
      <div
        className="fy-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={label}
      >
        <div className="fy-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p id={labelId} className="fy-progress__label">
        {label}
      </p>
    </div>
  );
}

/**
 * The published rules, folded; their chunk and the rules page's strings arrive when the reader
 * opens them (game-rules.tsx), so neither is on the page's critical path.
 */
export function GameRulesDetails(props: GameRulesProps) {
  const { t, locale } = useGamesI18n();
  const shell = useI18n();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<{ Rules: ComponentType<GameRulesProps> } | 'failed' | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadWithTimeout(() =>
      Promise.all([import('./game-rules'), loadCatalogues(withUses(rulesCatalogue), locale)]),
    ).then(
      ([module]) => {
        if (live) setView({ Rules: module.default });
      },
      (error: unknown) => {
        console.warn('[rules] chunk did not load', error);
        if (live) setView('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [open, locale, attempt]);
  return (
    <details
      className="fy-card fy-draw__rules"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('game.rules')}</summary>
      {view === 'failed' ? (
        <>
          <p role="alert">{shell.t('error.chunk.description')}</p>
          <button
            type="button"
            className="fy-button"
            onClick={() => {
              setView(null);
              setAttempt((n) => n + 1);
            }}
          >
            {shell.t('common.retry')}
          </button>
        </>
      ) : view ? (
        <view.Rules {...props} />
      ) : open ? (
        <p role="status">{shell.t('common.loading')}</p>
      ) : null}
    </details>
  );
}
