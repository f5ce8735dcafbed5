import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTheme } from 'styled-components';
import { usePainelTheme } from '../../theme/ThemeContext';
import { isDarkContent } from '../../theme/skins';
import { ChartAxis, type AxisTick } from './ChartAxis';
import { bandScale, linearScale } from './chartScales';
import { chartVariables, seriesVariable } from './chartColors';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { Caption, Figure, Plot, Legend, Swatch, Table, Tooltip } from './BarChart.styles';
import { categoryTotal, fitLabel, labelStep, stackOf, type ChartCategory, type ChartSeries } from './chartData';
import { useElementWidth } from './useElementWidth';

export interface BarChartProps {
  /** Names the chart, its table and its keyboard stop ('Volume por dia e forma de pagamento'). */
  title: string;
  series: readonly ChartSeries[];
  categories: readonly ChartCategory[];
  /** Formats values for the axis, the tooltip and the table (money, counts). */
  format: (value: number) => string;
  /** A shorter form for the axis ('R$ 1,2 mil'). */
  formatAxis?: (value: number) => string;
  /** 'horizontal' for ranked lists with long names (refusal reasons, merchants). */
  orientation?: 'vertical' | 'horizontal';
  height?: number;
}

const MARGIN = { top: 8, right: 12, bottom: 28, left: 72 };
/** Either pair of arrows moves through the categories, whatever the orientation: nobody has to guess which. */
const KEY_MOVES: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: -Infinity,
  End: Infinity,
};

/**
 * Stacked bars on plain SVG, coloured by the theme's CSS variables so every skin and a partner's brand apply
 * without a redraw. One tab stop, an `application` (a screen reader in browse mode hands it the arrow keys, which it
 * keeps from an image): the arrows move through the categories and a live region reads each; the drawing itself is
 * hidden from assistive technology, and 'Ver tabela' shows the same numbers as a real table. Its text follows the
 * reader's font size (the sizes in px below are at the default 16 px).
 */
export function BarChart({
  title,
  series,
  categories,
  format,
  formatAxis = format,
  orientation = 'vertical',
  height,
}: BarChartProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const theme = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const { width, textScale } = useElementWidth(frame);
  const instructionsId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const horizontal = orientation === 'horizontal';
  // On a phone, a ranked list's long names go above their bars instead of being cut at the left.
  const labelsAbove = horizontal && width < 560;
  const rowHeight = (labelsAbove ? 46 : 34) * textScale;
  // The value axis's labels grow with the text, but never take more than about a third of a narrow chart.
  const scaledMargin = {
    ...MARGIN,
    bottom: MARGIN.bottom * textScale,
    left: Math.min(MARGIN.left * textScale, Math.max(MARGIN.left, width * 0.35)),
  };
  const chartHeight =
    height ??
    (horizontal
      ? Math.max(120, categories.length * rowHeight + scaledMargin.top + scaledMargin.bottom)
      : 240 * Math.min(textScale, 1.5));
  const margin = horizontal
    ? {
        ...scaledMargin,
        left: labelsAbove ? 8 : Math.min(200 * textScale, Math.max(90 * textScale, width * 0.35)),
      }
    : scaledMargin;
  const fontSize = (px: number) => `${px / 16}rem`;
  const innerWidth = Math.max(10, width - margin.left - margin.right);
  const innerHeight = Math.max(10, chartHeight - margin.top - margin.bottom);
  const { skin } = usePainelTheme();
  const colourOf = (index: number) => (index % 6 === 0 ? theme.color.primary.default : seriesVariable((index % 6) - 1));
  const max = Math.max(1, ...categories.map((category) => categoryTotal(category, series)));
  const band = bandScale({
    domain: categories.map((c) => c.id),
    range: horizontal ? [labelsAbove ? 16 * textScale : 0, innerHeight] : [0, innerWidth],
    paddingInner: labelsAbove ? 0.6 : 0.25,
    paddingOuter: 0.25,
  });
  const value = linearScale({
    domain: [0, max],
    range: horizontal ? [0, innerWidth] : [innerHeight, 0],
    nice: true,
  });
  // Amounts are centavos and counts whole: a tick between two integers would be a value nobody has.
  const valueTicks = value
    .ticks(horizontal ? Math.max(2, Math.floor(innerWidth / (110 * textScale))) : 4)
    .filter(Number.isInteger);
  const step = labelStep(categories.length, horizontal ? innerHeight : innerWidth, (horizontal ? 20 : 52) * textScale);
  const categoryTicks: AxisTick[] = categories.map((category, index) => ({
    position: (band(category.id) ?? 0) + band.bandwidth() / 2,
    label:
      index % step !== 0
        ? ''
        : horizontal
          ? fitLabel(category.label, margin.left - 12, 12 * textScale)
          : category.label,
  }));
  const amountTicks: AxisTick[] = valueTicks.map((tick) => ({ position: value(tick), label: formatAxis(tick) }));
  const bandRange = band.range();
  const valueRange = value.range();
  const describe = (category: ChartCategory) =>
    `${category.name ?? category.label}: ${series.map((s) => `${s.label} ${format(category.values[s.id] ?? 0)}`).join(', ')}; ${messages.total} ${format(categoryTotal(category, series))}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!categories.length) return;
    const move = KEY_MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const current = active ?? (move > 0 ? -1 : categories.length);
    setActive(
      Math.min(
        categories.length - 1,
        Math.max(0, move === Infinity ? categories.length - 1 : move === -Infinity ? 0 : current + move),
      ),
    );
  };
  const activeCategory = active === null ? null : categories[active];

  return (
    <Figure data-component="BarChart" style={chartVariables(isDarkContent(skin))}>
      <Caption>{title}</Caption>
      <Legend aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.id}>
            <Swatch style={{ background: colourOf(index) }} />
            {s.label}
          </li>
        ))}
      </Legend>
      <Plot ref={frame}>
        {categories.length === 0 ? (
          <p>{messages.chartEmpty}</p>
        ) : (
          // jsx-a11y counts `application` as non-interactive; it is the one role that takes the arrow keys in browse mode.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            role="application"
            aria-roledescription={messages.chartRole}
            aria-label={`${title}. ${series.map((s) => s.label).join(', ')}`}
            aria-describedby={instructionsId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
            tabIndex={0}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(null)}
          >
            <svg width={width} height={chartHeight} aria-hidden="true" focusable="false">
              <g transform={`translate(${margin.left}, ${margin.top})`}>
                {categories.map((category, index) => {
                  const position = band(category.id) ?? 0;
                  const highlighted = active === index;
                  return (
                    <g
                      key={category.id}
                      opacity={active === null || highlighted ? 1 : 0.45}
                      onMouseEnter={() => setActive(index)}
                      onMouseLeave={() => setActive(null)}
                    >
                      {labelsAbove && (
                        <text
                          x={0}
                          y={position - 5 * textScale}
                          fill={theme.color.text.default}
                          fontSize={fontSize(12)}
                        >
                          {fitLabel(category.label, innerWidth, 12 * textScale)}
                        </text>
                      )}
                      {stackOf(category, series).map((segment, seriesIndex) =>
                        segment.value <= 0 ? null : horizontal ? (
                          <rect
                            key={segment.seriesId}
                            x={value(segment.start)}
                            y={position}
                            width={Math.max(1, value(segment.end) - value(segment.start))}
                            height={band.bandwidth()}
                            fill={colourOf(seriesIndex)}
                            stroke={theme.color.bg.surface}
                          />
                        ) : (
                          <rect
                            key={segment.seriesId}
                            x={position}
                            y={value(segment.end)}
                            width={band.bandwidth()}
                            height={Math.max(1, value(segment.start) - value(segment.end))}
                            fill={colourOf(seriesIndex)}
                            stroke={theme.color.bg.surface}
                          />
                        ),
                      )}
                    </g>
                  );
                })}
                <ChartAxis
                  side="left"
                  range={horizontal ? bandRange : valueRange}
                  ticks={horizontal ? (labelsAbove ? [] : categoryTicks) : amountTicks}
                  stroke={theme.color.border.strong}
                  tickStroke={horizontal ? 'transparent' : theme.color.border.strong}
                  labelFill={theme.color.text.muted}
                  fontSize={fontSize(horizontal ? 12 : 11)}
                />
                <ChartAxis
                  side="bottom"
                  top={innerHeight}
                  range={horizontal ? valueRange : bandRange}
                  ticks={horizontal ? amountTicks : categoryTicks}
                  stroke={theme.color.border.strong}
                  tickStroke={horizontal ? theme.color.border.strong : 'transparent'}
                  labelFill={theme.color.text.muted}
                  fontSize={fontSize(11)}
                />
              </g>
            </svg>
          </div>
        )}
        <span id={instructionsId} hidden>
          {messages.chartKeys}
        </span>
        <Tooltip aria-live="polite" data-visible={activeCategory ? 'true' : 'false'}>
          {activeCategory ? describe(activeCategory) : ''}
        </Tooltip>
      </Plot>
      <div>
        <Button
          size="sm"
          variant="tertiary"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? messages.hideTable : messages.showTable}
        </Button>
      </div>
      <div id={tableId} hidden={!tableShown}>
        {tableShown && (
          <Table>
            <caption>{messages.chartTable(title)}</caption>
            <thead>
              <tr>
                <th scope="col"> </th>
                {series.map((s) => (
                  <th key={s.id} scope="col">
                    {s.label}
                  </th>
                ))}
                {series.length > 1 && <th scope="col">{messages.total}</th>}
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id}>
                  <th scope="row">{category.name ?? category.label}</th>
                  {series.map((s) => (
                    <td key={s.id}>{format(category.values[s.id] ?? 0)}</td>
                  ))}
                  {series.length > 1 && <td>{format(categoryTotal(category, series))}</td>}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </Figure>
  );
}
