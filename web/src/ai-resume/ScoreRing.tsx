/** Radius and circumference of the ring, in the SVG's own units. */
const radius = 42;
const circumference = 2 * Math.PI * radius;

/**
 * The analysis score as a ring filled to its share of 100, the number in the middle. Colours come
 * from the stylesheet by band (low, fair, good); the fill is an SVG attribute, not an inline style,
 * which the site's CSP forbids.
 */
export function ScoreRing({ score, shown, label }: { score: number; shown: string; label: string }) {
  const band = score >= 80 ? 'good' : score >= 50 ? 'fair' : 'low';
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  return (
    <figure
      className={`score-ring score-ring--${band}`}
      role="img"
      aria-label={label}
      data-testid="resume-analysis-score"
    >
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="score-ring__track" cx="50" cy="50" r={radius} />
        <circle
          className="score-ring__fill"
          cx="50"
          cy="50"
          r={radius}
          strokeDasharray={`${filled} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="score-ring__value" aria-hidden="true">
        {shown}
      </span>
    </figure>
  );
}
