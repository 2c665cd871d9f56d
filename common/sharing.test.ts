import { describe, expect, it } from 'vitest';
import type { TInsight } from '../contract/sharing';
import { shareImageFileName, shareText, shareUrl } from './sharing';

const insight: TInsight = {
  id: 'symptom-improvement-headache',
  type: 'symptom_improvement',
  title: 'Headache is easing',
  description: 'My average Headache severity went from 7 to 4 over the last two weeks.',
  metric: { value: 4, unit: 'average severity', change: -3 },
  date: '2026-11-21',
  category: 'Symptoms',
  color: '#15803d',
};

describe('sharing', () => {
  it('shares text with the title, description, metric and exactly two hashtags', () => {
    const text = shareText(insight);
    expect(text).toBe(
      'Headache is easing\nMy average Headache severity went from 7 to 4 over the last two weeks.\n4 average severity\n#InfiniteWellness #WellnessJourney',
    );
    expect(text.match(/#\w+/g)).toHaveLength(2);
    expect(shareText({ ...insight, metric: null })).not.toContain('average severity\n');
  });

  it('names the image by type and date', () => {
    expect(shareImageFileName(insight)).toBe('infinite-wellness-symptom-improvement-2026-11-21.png');
  });

  it('builds the three share URLs with encoded text', () => {
    const page = 'https://app.example';
    expect(shareUrl('twitter', insight, page)).toMatch(
      /^https:\/\/twitter\.com\/intent\/tweet\?text=Headache%20is/,
    );
    expect(shareUrl('facebook', insight, page)).toContain('sharer.php?u=https%3A%2F%2Fapp.example');
    expect(shareUrl('linkedin', insight, page)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fapp.example',
    );
  });
});
