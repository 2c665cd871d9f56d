import { APP_NAME } from '@client/lib/use-document-title';
import { formatMetric } from '@common/sharing';
import { SHARING_LIMITS, type TInsight } from '@contract/sharing';

/** Breaks `text` into lines no wider than `maxWidth` on the canvas. */
function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
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

const readableDate = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The share image is drawn locally on an 800×600 canvas (title, metric, date,
 * brand) and saved as PNG; resolves to a data URL, rejects when the canvas is unavailable.
 */
export async function drawInsightImage(insight: TInsight): Promise<string> {
  const { imageWidth: width, imageHeight: height } = SHARING_LIMITS;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');

  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, insight.color);
  gradient.addColorStop(1, '#0f172a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);

  context.fillStyle = 'rgba(255,255,255,0.12)';
  context.beginPath();
  context.arc(width - 90, 90, 160, 0, Math.PI * 2);
  context.fill();

  context.fillStyle = '#ffffff';
  context.textBaseline = 'top';
  context.font = '600 22px system-ui, sans-serif';
  context.fillText(insight.category.toUpperCase(), 60, 60);

  context.font = 'bold 48px system-ui, sans-serif';
  let y = 110;
  for (const line of wrap(context, insight.title, width - 120).slice(0, 2)) {
    context.fillText(line, 60, y);
    y += 60;
  }

  if (insight.metric) {
    context.font = 'bold 96px system-ui, sans-serif';
    context.fillText(formatMetric(insight.metric), 60, y + 20);
    y += 140;
  }

  context.font = '26px system-ui, sans-serif';
  for (const line of wrap(context, insight.description, width - 120).slice(0, 3)) {
    context.fillText(line, 60, y + 10);
    y += 36;
  }

  context.font = '22px system-ui, sans-serif';
  context.fillText(readableDate(insight.date), 60, height - 80);
  context.font = 'bold 26px system-ui, sans-serif';
  const brand = `∞ ${APP_NAME}`;
  context.fillText(brand, width - 60 - context.measureText(brand).width, height - 82);

  const url = canvas.toDataURL('image/png');
  if (!url.startsWith('data:image/png')) throw new Error('PNG export failed');
  return url;
}
