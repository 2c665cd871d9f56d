import { describe, expect, it } from 'vitest';
import type { TPublicAchievement } from '../../../contract/gamification';
import { escapeHtml } from '../../lib/html';
import { SHARED_ACHIEVEMENT_PATH, withSharedAchievementTags } from './open-graph';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Infinite Wellness – AI Health Assistant &amp; Symptom Tracker</title>
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Infinite Wellness" />
    <meta property="og:title" content="Infinite Wellness – Your Infinite Path" />
    <meta
      property="og:description"
      content="Generic."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const achievement: TPublicAchievement = {
  title: 'First workout',
  description: 'You completed your first workout.',
  rarity: 'common',
  color: 'brand',
  earnedAt: '2026-03-01T10:00:00.000Z',
  displayName: 'Ana',
  message: 'secret message',
};

describe('shared achievement Open Graph tags', () => {
  it('replaces the generic tags with the achievement’s, once each', () => {
    const html = withSharedAchievementTags(shell, achievement, 'https://app.example/shared/achievements/abc');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/og:description/g)).toHaveLength(1);
    expect(html.match(/og:type/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:title" content="First workout · Infinite Wellness" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://app.example/shared/achievements/abc" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain('Ana earned the common achievement');
    expect(html).toContain('<title>First workout · Infinite Wellness</title>');
    // The site name stays; the message is not put in the page's tags.
    expect(html).toContain('og:site_name');
    expect(html).not.toContain('secret message');
  });

  it('escapes everything it writes', () => {
    const html = withSharedAchievementTags(
      shell,
      { ...achievement, displayName: '"><script>alert(1)</script>', title: "Tom & Jerry's <b>" },
      'https://app.example/shared/achievements/x"y',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; earned');
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;');
    expect(html).toContain('x&quot;y');
  });

  it('leaves the name out unless the person chose to show it', () => {
    const html = withSharedAchievementTags(shell, { ...achievement, displayName: null }, 'u');
    expect(html).toContain('content="Earned the common achievement');
  });

  it('matches only the shared achievement path', () => {
    expect(SHARED_ACHIEVEMENT_PATH.exec('/shared/achievements/AbC_-9')?.[1]).toBe('AbC_-9');
    expect(SHARED_ACHIEVEMENT_PATH.test('/shared/achievements/')).toBe(false);
    expect(SHARED_ACHIEVEMENT_PATH.test('/shared/achievements/a/b')).toBe(false);
    expect(escapeHtml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#39;');
  });
});
