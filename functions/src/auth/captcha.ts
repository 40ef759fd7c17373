/**
 * Image captcha drawn as SVG (no canvas needed in Lambda): four characters from an alphabet
 * without look-alikes, each rotated and offset, over noise lines.
 */
import { randomInt } from 'node:crypto';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length = 4, pick: (max: number) => number = randomInt): string {
  return Array.from({ length }, () => alphabet[pick(alphabet.length)]).join('');
}

export function captchaSvg(code: string, pick: (max: number) => number = randomInt): string {
  const width = 120;
  const height = 40;
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [pick(width), pick(height), pick(width), pick(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${pick(360)},45%,60%)" stroke-width="1"/>`;
  }).join('');
  const chars = [...code]
    .map((ch, i) => {
      const x = 14 + i * 26 + pick(6);
      const y = 28 + pick(6) - 3;
      const angle = pick(40) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${pick(360)},60%,35%)" font-size="24" font-family="monospace" font-weight="bold">${ch}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f1f5f9"/>${lines}${chars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
