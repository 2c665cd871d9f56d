import { describe, expect, it } from 'vitest';
import { formatHourlyFee, settingsSummary } from './summary';

describe('settingsSummary', () => {
  it('shows the fee only while video is on and a fee is set', () => {
    expect(
      settingsSummary({ availableForVideo: true, consultationFee: 150, acceptingNewPatients: true }),
    ).toEqual([
      { label: 'Video Consultations', value: 'Enabled' },
      { label: 'Consultation Fee', value: '$150.00 per hour' },
      { label: 'New Patients', value: 'Accepting' },
    ]);
    expect(
      settingsSummary({ availableForVideo: false, consultationFee: 150, acceptingNewPatients: false }),
    ).toEqual([
      { label: 'Video Consultations', value: 'Disabled' },
      { label: 'New Patients', value: 'Not Accepting' },
    ]);
    expect(
      settingsSummary({ availableForVideo: true, consultationFee: null, acceptingNewPatients: true }).map(
        (l) => l.label,
      ),
    ).toEqual(['Video Consultations', 'New Patients']);
  });

  it('writes cents and thousands', () => {
    expect(formatHourlyFee(175.5)).toBe('$175.50 per hour');
    expect(formatHourlyFee(1250)).toBe('$1,250.00 per hour');
  });
});
