import { describe, expect, it } from 'vitest';
import { severityBand } from './symptoms';

describe('severityBand', () => {
  it.each([
    [1, 'Mild', 'green'],
    [3, 'Mild', 'green'],
    [4, 'Moderate', 'yellow'],
    [6, 'Moderate', 'yellow'],
    [7, 'Severe', 'red'],
    [10, 'Severe', 'red'],
  ])('puts %i in %s (%s)', (severity, label, tone) => {
    expect(severityBand(severity)).toEqual({ label, tone });
  });
});
