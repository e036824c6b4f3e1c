import type { CollectWordsGame } from '@freight/contract/endpoints/index';
import { useGamesI18n } from '../i18n/catalogue';

type Card = { position: number; count: number };

/**
 * The phrase's characters as cards, each with how many the user holds ("not yet" in words, and
 * dashed, for none: never the colour alone). The one just drawn turns over once.
 */
export function WordCards({
  game,
  cards,
  drawn,
}: {
  game: CollectWordsGame;
  cards: readonly Card[];
  /** The character just drawn (its position, and its attempt: each draw turns it over anew). */
  drawn: { position: number; attemptId: number } | null;
}) {
  const { t } = useGamesI18n();
  return (
    <ul className="fy-words__cards">
      {game.characters.map((character) => {
        const count = cards.find((card) => card.position === character.position)?.count ?? 0;
        const turned = drawn?.position === character.position;
        return (
          <li
            key={`${character.position}-${turned ? drawn.attemptId : 0}`}
            className="fy-words__card"
            data-held={count > 0}
            data-drawn={turned}
          >
            <span className="fy-words__char" lang="zh-CN">
              {character.char}
            </span>
            <span>{count > 0 ? t('words.card.count', { count }) : t('words.card.none')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The characters not held yet, joined in the reader's language. */
export function missingOf(game: CollectWordsGame, cards: readonly Card[]): string[] {
  return game.characters
    .filter((c) => (cards.find((card) => card.position === c.position)?.count ?? 0) === 0)
    .map((c) => c.char);
}
