import { useId } from 'react';

export interface BarSeries {
  name: string;
  /** Modifier of the bars' class: `bar-chart__bar--${tone}`. */
  tone: 'primary' | 'secondary';
}

export interface BarChartProps {
  title: string;
  /** The chart said in words (its text alternative); the table beside it holds every figure. */
  summary: string;
  series: readonly BarSeries[];
  /** One group of bars per period, one value per series. */
  groups: readonly { label: string; values: readonly number[] }[];
  format: (value: number) => string;
}

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 36, left: 72 };

/**
 * A small bar chart of our own in SVG (issue 17 reports), no charting library: an image with a name
 * and a description for assistive technology (role="img", aria-labelledby, aria-describedby), a
 * legend in text, and each bar's value in its <title>. Zero is a line, so negative values go below.
 */
export function BarChart({ title, summary, series, groups, format }: BarChartProps) {
  const id = useId();
  const values = groups.flatMap((g) => g.values);
  const min = Math.min(0, ...values);
  // All zeros: zero stays at the bottom, with one unit of scale above it.
  const max = Math.max(0, ...values) || (min < 0 ? 0 : 1);
  const span = max - min || 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((max - value) / span) * plotH;
  const groupW = plotW / Math.max(1, groups.length);
  const barW = Math.max(1, Math.min(28, (groupW * 0.8) / series.length));
  const labelEvery = Math.max(1, Math.ceil(groups.length / 12));

  return (
    <figure className="bar-chart">
      <figcaption id={`${id}-title`} className="bar-chart__title">{title}</figcaption>
      <ul className="bar-chart__legend">
        {series.map((s) => (
          <li key={s.name}><span className={`bar-chart__swatch bar-chart__bar--${s.tone}`} aria-hidden="true" />{s.name}</li>
        ))}
      </ul>
      <svg className="bar-chart__svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g className="bar-chart__axis" aria-hidden="true">
          <text x={PAD.left - 8} y={y(max) + 4} textAnchor="end">{format(max)}</text>
          {min < 0 && <text x={PAD.left - 8} y={y(min) + 4} textAnchor="end">{format(min)}</text>}
          <text x={PAD.left - 8} y={y(0) + 4} textAnchor="end">{format(0)}</text>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        </g>
        {groups.map((g, i) => {
          const x0 = PAD.left + i * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={`${g.label}-${i}`}>
              {g.values.map((value, s) => (
                <rect
                  key={series[s]?.name ?? s}
                  className={`bar-chart__bar--${series[s]?.tone ?? 'primary'}`}
                  x={x0 + s * barW}
                  y={Math.min(y(value), y(0))}
                  width={Math.max(1, barW - 1)}
                  height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)))}
                >
                  <title>{`${g.label} — ${series[s]?.name ?? ''}: ${format(value)}`}</title>
                </rect>
              ))}
              {i % labelEvery === 0 && (
                <text className="bar-chart__label" x={PAD.left + i * groupW + groupW / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" aria-hidden="true">
                  {g.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
