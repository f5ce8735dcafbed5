import { describe, expect, it } from 'vitest';
import { categoryTotal, fitLabel, labelStep, stackOf } from './chartData';

const series = [
  { id: 'credit', label: 'Crédito' },
  { id: 'pix', label: 'Pix' },
];

describe('chart data', () => {
  it('stacks series in order and totals them', () => {
    const day = { id: 'd', label: '26/11', values: { credit: 300, pix: 200 } };
    expect(stackOf(day, series)).toEqual([
      { seriesId: 'credit', start: 0, end: 300, value: 300 },
      { seriesId: 'pix', start: 300, end: 500, value: 200 },
    ]);
    expect(categoryTotal(day, series)).toBe(500);
    expect(categoryTotal({ id: 'e', label: '', values: {} }, series)).toBe(0);
  });

  it('thins the axis labels to fit', () => {
    expect(labelStep(7, 640)).toBe(1);
    expect(labelStep(30, 320)).toBe(5);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts one that does not, with an ellipsis', () => {
    expect(fitLabel('Visa', 100, 12)).toBe('Visa');
    expect(fitLabel('Saldo ou limite insuficiente', 150, 24)).toBe('Saldo ou li…');
    expect(fitLabel('Saldo ou limite insuficiente', 150, 24).length).toBeLessThanOrEqual(Math.floor(150 / (24 * 0.52)));
  });
});
