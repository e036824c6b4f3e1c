/** The same skeleton as index.html: shown while the first page's code arrives. */
export function PageSkeleton() {
  return (
    <div className="fy-skeleton" aria-busy="true">
      <div className="fy-skeleton__bar fy-skeleton__bar--hero" />
      <div className="fy-skeleton__bar" />
      <div className="fy-skeleton__bar fy-skeleton__bar--short" />
      <div className="fy-skeleton__bar" />
    </div>
  );
}
