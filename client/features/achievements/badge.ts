import { APP_NAME } from '@client/lib/use-document-title';
import { ACHIEVEMENT_SHARE, type TAchievementRarity } from '@contract/gamification';
import { readableDate } from './dates';
import { achievementColorVariable, RARITY_STYLE, resolveToken } from './rarity';

/** What the badge shows. */
export type BadgeContent = {
  title: string;
  rarity: TAchievementRarity;
  /** ISO time it was earned. */
  earnedAt: string;
  /** The achievement's design-token colour name. */
  color: string;
};

/** The colours the badge is drawn with, read from the design tokens when it is drawn. */
export type BadgePalette = {
  background: string;
  panel: string;
  ink: string;
  inkMuted: string;
  accent: string;
  rarity: string;
};

export function badgePalette(content: BadgeContent, element?: Element): BadgePalette {
  return {
    background: resolveToken('--color-surface-muted', element),
    panel: resolveToken('--color-surface-raised', element),
    ink: resolveToken('--color-ink', element),
    inkMuted: resolveToken('--color-ink-muted', element),
    accent: resolveToken(achievementColorVariable(content.color), element),
    rarity: resolveToken(RARITY_STYLE[content.rarity].variable, element),
  };
}

/** Breaks `text` into lines no wider than `maxWidth`. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Draws the badge on a `size`×`size` context: a ring in the achievement's colour, the title (two lines
 * at most), the rarity word, the date earned and the app's name.
 */
export function drawBadge(
  context: CanvasRenderingContext2D,
  content: BadgeContent,
  palette: BadgePalette,
  size: number,
): void {
  const centre = size / 2;
  const unit = size / 400;
  context.fillStyle = palette.background;
  context.fillRect(0, 0, size, size);

  // The medal: a ring in the achievement's colour around a raised disc, with a rarity-coloured rim.
  context.beginPath();
  context.arc(centre, centre, 180 * unit, 0, Math.PI * 2);
  context.fillStyle = palette.accent;
  context.fill();
  context.beginPath();
  context.arc(centre, centre, 164 * unit, 0, Math.PI * 2);
  context.fillStyle = palette.panel;
  context.fill();
  context.lineWidth = 6 * unit;
  context.strokeStyle = palette.rarity;
  context.stroke();

  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = palette.inkMuted;
  context.font = `600 ${16 * unit}px Inter, system-ui, sans-serif`;
  context.fillText('Achievement', centre, 92 * unit);

  context.fillStyle = palette.ink;
  context.font = `700 ${30 * unit}px Inter, system-ui, sans-serif`;
  const lines = wrap(context, content.title, 250 * unit).slice(0, 2);
  const top = lines.length === 1 ? 160 : 142;
  lines.forEach((line, index) => {
    context.fillText(line, centre, (top + index * 38) * unit);
  });

  context.fillStyle = palette.rarity;
  context.fillRect(centre - 60 * unit, 212 * unit, 120 * unit, 4 * unit);
  context.fillStyle = palette.ink;
  context.font = `700 ${20 * unit}px Inter, system-ui, sans-serif`;
  context.fillText(RARITY_STYLE[content.rarity].label, centre, 240 * unit);

  const date = readableDate(content.earnedAt);
  if (date) {
    context.fillStyle = palette.inkMuted;
    context.font = `${16 * unit}px Inter, system-ui, sans-serif`;
    context.fillText(`Earned ${date}`, centre, 276 * unit);
  }

  context.fillStyle = palette.ink;
  context.font = `700 ${16 * unit}px Inter, system-ui, sans-serif`;
  context.fillText(`∞ ${APP_NAME}`, centre, 316 * unit);
}

/**
 * The badge as a 400×400 PNG (a Blob), drawn locally; rejects when the browser has no canvas or cannot
 * encode it.
 */
export async function renderBadgePng(content: BadgeContent): Promise<Blob> {
  const size = ACHIEVEMENT_SHARE.badgeSize;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  drawBadge(context, content, badgePalette(content), size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('PNG export failed');
  return blob;
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL is freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
