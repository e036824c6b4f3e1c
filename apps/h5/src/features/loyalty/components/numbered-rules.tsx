import type { ReactNode } from 'react';

/** A rules page's terms as a numbered card, each already in the reader's language. */
export function NumberedRules({
  rules,
  children,
}: {
  rules: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section className="fy-card">
      <ol>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {children}
    </section>
  );
}
