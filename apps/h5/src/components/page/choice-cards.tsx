import { Link } from '@/lib/routing/router';

export interface ChoiceCard {
  to: string;
  title: string;
  hint: string;
  /** A choice for few (the PC sign-up): shown, but not competing with the others. */
  quiet?: boolean;
}

/** Big choices that lead on (who are you, which app): one card a link, 60 px or taller. */
export function ChoiceCards({ label, choices }: { label: string; choices: ChoiceCard[] }) {
  return (
    <nav className="fy-choices" aria-label={label}>
      {choices.map((choice) => (
        <Link
          key={choice.to}
          className={choice.quiet ? 'fy-choice fy-choice--quiet' : 'fy-choice'}
          to={choice.to}
        >
          <strong>{choice.title}</strong>
          <span>{choice.hint}</span>
        </Link>
      ))}
    </nav>
  );
}
