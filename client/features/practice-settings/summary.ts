import type { TPracticeSettings } from '@contract/practice';

/** '$150.00 per hour': the settings' fee is the practice's hourly rate. */
export function formatHourlyFee(dollars: number): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
  return `${amount} per hour`;
}

/**
 * The 'Current Status' lines (docs/product/practice.md#practice-settings): video Enabled or Disabled,
 * the fee only when video is on and a fee is set, new patients Accepting or Not Accepting.
 */
export function settingsSummary(settings: TPracticeSettings): { label: string; value: string }[] {
  const lines = [
    { label: 'Video Consultations', value: settings.availableForVideo ? 'Enabled' : 'Disabled' },
  ];
  if (settings.availableForVideo && settings.consultationFee !== null) {
    lines.push({ label: 'Consultation Fee', value: formatHourlyFee(settings.consultationFee) });
  }
  lines.push({
    label: 'New Patients',
    value: settings.acceptingNewPatients ? 'Accepting' : 'Not Accepting',
  });
  return lines;
}
