export interface AxisTick {
  /** Where along the axis, in the plot's pixels. */
  position: number;
  label: string;
}

export interface ChartAxisProps {
  side: 'left' | 'bottom';
  /** The axis line's start and end along the axis (the scale's range). */
  range: readonly [number, number];
  ticks: readonly AxisTick[];
  /** Offset of a bottom axis from the plot's top. */
  top?: number;
  stroke: string;
  /** `transparent` for a category axis: labels without marks. */
  tickStroke: string;
  labelFill: string;
  /** A CSS size ('0.6875rem'), so the labels follow the reader's font size. */
  fontSize: string;
}

const TICK_LENGTH = 8;
const LABEL_GAP = 4;

/**
 * An axis as plain SVG: a line, a mark per tick and its label. visx's axis measured each label through a CSS
 * `calc()` evaluator (about 8 KiB gzipped on the dashboard) for features these labels never use.
 */
export function ChartAxis({ side, range, ticks, top = 0, stroke, tickStroke, labelFill, fontSize }: ChartAxisProps) {
  const left = side === 'left';
  const [start, end] = range;
  return (
    <g transform={`translate(0, ${top})`} data-axis={side}>
      <line
        x1={left ? 0 : start}
        x2={left ? 0 : end}
        y1={left ? start : 0}
        y2={left ? end : 0}
        stroke={stroke}
        shapeRendering="crispEdges"
      />
      {ticks.map(({ position, label }) => (
        <g key={`${position}-${label}`}>
          <line
            x1={left ? 0 : position}
            x2={left ? -TICK_LENGTH : position}
            y1={left ? position : 0}
            y2={left ? position : TICK_LENGTH}
            stroke={tickStroke}
            shapeRendering="crispEdges"
          />
          {label && (
            <text
              x={left ? -(TICK_LENGTH + LABEL_GAP) : position}
              y={left ? position : TICK_LENGTH + LABEL_GAP}
              dy={left ? '0.33em' : '0.71em'}
              textAnchor={left ? 'end' : 'middle'}
              fill={labelFill}
              style={{ fontSize }}
            >
              {label}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}
