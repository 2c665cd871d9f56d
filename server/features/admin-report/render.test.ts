import { describe, expect, it } from 'vitest';
import type { TReportMetrics } from '../../../contract/admin-report';
import { escapeHtml } from '../../lib/html';
import { renderReport } from './render';

const metrics = (over: Partial<TReportMetrics> = {}): TReportMetrics => ({
  windowStart: '2026-03-08T01:00:00.000Z',
  windowEnd: '2026-03-09T01:00:00.000Z',
  newUsers: 1234,
  activeUsers: 56,
  trialStarts: 7,
  upgrades: 3,
  feedbackCount: 4,
  averageRating: 3.5,
  ratingCounts: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 2 },
  emergencies: 2,
  pendingApplications: 5,
  serverErrors: 9,
  serverErrorRoutes: [{ method: 'GET', route: '/api/symptoms/:id', count: 9 }],
  ...over,
});

const options = { reportDate: '2026-03-08', appUrl: 'https://app.example/' };

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderReport', () => {
  it('names the day in the subject and marks a test send', () => {
    expect(renderReport(metrics(), options).subject).toBe(
      'Infinite Wellness daily report: Sunday, March 8, 2026',
    );
    expect(renderReport(metrics(), { ...options, test: true }).subject).toBe(
      '[Test] Infinite Wellness daily report: Sunday, March 8, 2026',
    );
  });

  it('writes every figure as a plain-text line', () => {
    const { text } = renderReport(metrics(), options);
    const lines = text.split('\n');
    expect(lines).toContain('New users: 1,234');
    expect(lines).toContain('Active users: 56');
    expect(lines).toContain('Trial starts: 7');
    expect(lines).toContain('Upgrades to Premium: 3');
    expect(lines).toContain('Feedback received: 4');
    expect(lines).toContain('Average rating: 3.5 / 5');
    expect(lines).toContain('Ratings: 5★ 2 · 4★ 0 · 3★ 1 · 2★ 0 · 1★ 1');
    expect(lines).toContain('Emergencies shown by the assistant: 2');
    expect(lines).toContain('Practitioner applications waiting: 5');
    expect(lines).toContain('Server errors: 9');
    expect(lines).toContain('GET /api/symptoms/:id: 9');
    expect(lines).toContain('The analytics dashboard: https://app.example/analytics-dashboard');
    expect(text).not.toContain('<');
  });

  it('says there is no rating and leaves out the rating line without feedback', () => {
    const { text, html } = renderReport(
      metrics({ feedbackCount: 0, averageRating: null, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }),
      options,
    );
    expect(text.split('\n')).toContain('Average rating: none');
    expect(text).not.toContain('Ratings:');
    expect(html).not.toContain('Ratings:');
  });

  it('escapes a route pattern in the HTML body', () => {
    const { html } = renderReport(
      metrics({ serverErrorRoutes: [{ method: 'POST', route: '/api/<script>alert(1)</script>', count: 1 }] }),
      options,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('POST /api/&lt;script&gt;alert(1)&lt;/script&gt;: 1');
  });

  it('is a whole HTML document with inline styles only', () => {
    const { html } = renderReport(metrics(), options);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<td style="');
    expect(html).not.toMatch(/<style|<script|<link/i);
    expect(html).toContain('>1,234</td>');
  });
});
