import { SHARE_PLATFORM_LIMITS } from '@contract/gamification';
import { describe, expect, it } from 'vitest';
import {
  badgeFileName,
  defaultShareMessage,
  POPUP_FEATURES,
  platformShareUrl,
  shareLength,
  shareText,
} from './share';

const achievement = { title: 'First Steps', description: 'Logged your first symptom.' };

describe('achievement share text', () => {
  it('uses the default sentence unless the person wrote their own', () => {
    expect(defaultShareMessage(achievement)).toBe(
      'I earned the "First Steps" achievement on Infinite Wellness! Logged your first symptom.',
    );
    expect(shareText(achievement, '   ')).toBe(defaultShareMessage(achievement));
    expect(shareText(achievement, '  Proud of this one ')).toBe('Proud of this one');
  });

  it('counts characters against each platform limit, up to and including the limit', () => {
    expect(SHARE_PLATFORM_LIMITS).toEqual({ twitter: 280, facebook: 63206, linkedin: 600, instagram: 2200 });
    expect(shareLength('twitter', 'a'.repeat(280))).toEqual({ used: 280, limit: 280, fits: true });
    expect(shareLength('twitter', 'a'.repeat(281))).toEqual({ used: 281, limit: 281 - 1, fits: false });
    expect(shareLength('linkedin', 'a'.repeat(601)).fits).toBe(false);
    expect(shareLength('linkedin', 'a'.repeat(600)).fits).toBe(true);
    expect(shareLength('facebook', 'a'.repeat(63207)).fits).toBe(false);
    expect(shareLength('instagram', 'a'.repeat(2200)).fits).toBe(true);
    expect(shareLength('instagram', 'a'.repeat(2201)).fits).toBe(false);
    // An emoji is one character to the person typing it.
    expect(shareLength('twitter', '🎉').used).toBe(1);
  });

  it("builds each platform's share page with the text and link encoded; Instagram has none", () => {
    const link = 'https://app.example/shared/achievements/abc';
    expect(platformShareUrl('twitter', 'Hi & bye', link)).toBe(
      'https://twitter.com/intent/tweet?text=Hi%20%26%20bye&url=https%3A%2F%2Fapp.example%2Fshared%2Fachievements%2Fabc',
    );
    expect(platformShareUrl('facebook', 'Hi', link)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fapp.example%2Fshared%2Fachievements%2Fabc&quote=Hi',
    );
    const linkedin = new URL(platformShareUrl('linkedin', 'Hi', link) ?? '');
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/feed/');
    expect(linkedin.searchParams.get('text')).toBe(`Hi\n\n${link}`);
    expect(platformShareUrl('instagram', 'Hi', link)).toBeNull();
    expect(POPUP_FEATURES).toBe('width=600,height=400,noopener');
  });

  it('names the badge file after the title', () => {
    expect(badgeFileName('7-Day Streak: Symptoms!')).toBe(
      'infinite-wellness-badge-7-day-streak-symptoms.png',
    );
    expect(badgeFileName('✨')).toBe('infinite-wellness-badge-achievement.png');
  });
});
