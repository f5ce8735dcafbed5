export interface ChartSeries {
  id: string;
  label: string;
}

export interface ChartCategory {
  id: string;
  /** The axis label ('26/11', 'Visa'). */
  label: string;
  /** A longer name for the table and the tooltip ('26/11/2026'); the label otherwise. */
  name?: string;
  /** Value per series id. */
  values: Readonly<Record<string, number>>;
}

export const categoryTotal = (category: ChartCategory, series: readonly ChartSeries[]) =>
  series.reduce((sum, s) => sum + (category.values[s.id] ?? 0), 0);

/** The stacked segments of a category: start and end of each series, in series order. */
export function stackOf(category: ChartCategory, series: readonly ChartSeries[]) {
  let start = 0;
  return series.map((s) => {
    const value = Math.max(0, category.values[s.id] ?? 0);
    const segment = { seriesId: s.id, start, end: start + value, value };
    start += value;
    return segment;
  });
}

/** Fewer axis labels on narrow charts: every nth category keeps its label. */
export const labelStep = (count: number, width: number, labelWidth = 48) =>
  Math.max(1, Math.ceil((count * labelWidth) / Math.max(width, 1)));

/**
 * A label cut to what fits in `width` px at `fontPx` (an average glyph is taken as 0.52 em), ending in '…'. SVG text
 * does not wrap; the drawing is hidden from assistive technology and the readout and the table keep the whole name.
 */
export function fitLabel(label: string, width: number, fontPx: number): string {
  const fits = Math.max(4, Math.floor(width / (fontPx * 0.52)));
  return label.length <= fits ? label : `${label.slice(0, fits - 1).trimEnd()}…`;
}
