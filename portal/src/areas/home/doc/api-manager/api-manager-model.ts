// Client-side checks of the API management forms; the server re-checks everything (docs/api.md).
import { type ResponseOf, routes } from '@cmp/functions/contracts';

export const DAILY_LIMIT_MAX = 1_000_000;
export const REMARK_MAX = 100;

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_OR_CIDR = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** An IPv4 address (`203.0.113.7`) or an IPv4 CIDR block (`203.0.113.0/24`). */
export const isIpEntry = (value: string): boolean => IPV4_OR_CIDR.test(value.trim());

/** The daily limit as a number, or null when the text is not a whole number in 1..1,000,000. */
export function parseDailyLimit(text: string): number | null {
  const clean = text.trim().replaceAll(',', '');
  if (!/^\d{1,7}$/.test(clean)) return null;
  const n = Number(clean);
  return n >= 1 && n <= DAILY_LIMIT_MAX ? n : null;
}

/** What the portal shows of a secret: dots and the last four characters. */
export const maskedSecret = (hint: string): string => `••••••••••••${hint}`;

export type ApiStatus = ApiConfig['status'];

export type AppKeyView = NonNullable<ResponseOf<'api-manager.appKeyGet'>>;

export type ApiConfig = ResponseOf<'api-manager.configGet'>;

export type IpEntry = ResponseOf<'api-manager.ipList'>['items'][number];

/** The open API's URL path, from the route table. */
export const OPEN_API_PATH = `/api${routes['api-manager.openCardStatus'].path}`;

/** The Node.js example of the "How to call" panel. */
export const callExample = (origin: string, appKey: string) => `import { createHmac } from 'node:crypto';

const appKey = '${appKey}';
const secret = process.env.CMP_SECRET;
const path = '${OPEN_API_PATH}';
const body = JSON.stringify({ iccid: '89860000000000000001' });
const timestamp = String(Date.now());
const signature = createHmac('sha256', secret).update(\`\${timestamp}\\n\${path}\\n\${body}\`).digest('hex');

const res = await fetch('${origin}' + path, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-cmp-app-key': appKey,
    'x-cmp-timestamp': timestamp,
    'x-cmp-signature': signature,
  },
  body,
});
console.log(await res.json()); // { success: true, data: { iccid, msisdn, operator, state } }`;

/** A browser origin as the server stores it: `scheme://host[:port]`, lower case, without the default port. */
export function canonicalOriginOf(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\/[^/?#@*\s]+\/?$/i.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

export type OriginEntry = ResponseOf<'api-manager.originList'>['items'][number];

/** The OpenAPI 3.1 document of every open route, served by the stack. */
export const OPENAPI_DOCUMENT_PATH = `/api${routes['open-api.v1OpenApiDocument'].path}`;
