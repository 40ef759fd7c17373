/**
 * Demo enterprise real-name applications (issue #16 item 6) in every audit state, written through
 * the real apply service (licence into the assets bucket, identity number sealed and masked) and
 * decided by the real audit service acting as the demo administrator. Fixed names, codes and times
 * relative to the seed time, so every fresh start shows the same queue. The seed's applications are
 * counted under their own rate-limit subject (`demo-seed`), never under a browser's address.
 */
import { crc32, deflateSync } from 'node:zlib';
import { createAccountRepository } from '@cmp/functions/account/account.repository';
import { principalFromAccount } from '@cmp/functions/account/load-principal';
import { createAuditRepository } from '@cmp/functions/audit/audit.repository';
import { APPLY_RATE, createApplyService } from '@cmp/functions/authentication/apply.service';
import { createAuthenticationRepository } from '@cmp/functions/authentication/authentication.repository';
import { createAuthenticationService } from '@cmp/functions/authentication/authentication.service';
import { residentIdCheckChar, usccCheckChar } from '@cmp/functions/authentication/identifiers';
import { createBlacklistCheck } from '@cmp/functions/blacklist/blacklist-check';
import { createBlacklistRepository } from '@cmp/functions/blacklist/blacklist.repository';
import { encryptSecret } from '@cmp/functions/operator-config/secret-box';
import { operatorSecretKeyResolver } from '@cmp/functions/operator-config/secret-key';
import { createRateLimitRepository } from '@cmp/functions/shared/data/rate-limit.repository';
import { AppError } from '@cmp/functions/shared/http/error-catalogue';
import type { SeedTargets } from './seed.ts';

const HOUR = 3_600_000;
const uscc = (first17: string) => first17 + usccCheckChar(first17);
const residentId = (first17: string) => first17 + residentIdCheckChar(first17);

const xiamen = {
  enterpriseName: 'Xiamen Port Sensors',
  orgCode: uscc('91350200MA31T8W6X'),
  legalPersonName: 'Huang Min',
  legalPersonIdNumber: residentId('35020319850224662'),
  contactName: 'Huang Min',
  contactPhone: '0592-555-0188',
  contactEmail: 'huang.min@xm-port.example.com',
} as const;

/** Applications, oldest first; `decide` is what the administrator did with it, some hours later. */
export const demoApplications = [
  {
    hoursAgo: 72,
    enterpriseName: 'Ningbo Harbour Logistics',
    orgCode: uscc('91330206MA2H4K7L1'),
    legalPersonName: 'Chen Wei',
    legalPersonIdNumber: residentId('33020619780512301'),
    contactName: 'Chen Jing',
    contactPhone: '0574-8765-4321',
    contactEmail: 'chen.jing@nb-harbour.example.com',
    decide: { kind: 'reject', reason: 'The business licence photo is blurred; please apply again with a clear scan.' },
  },
  {
    hoursAgo: 60,
    enterpriseCustomerId: 'C1002',
    enterpriseName: 'Globex Logistics',
    orgCode: uscc('91310115MA1K3B9Q2'),
    legalPersonName: 'Zhou Lei',
    legalPersonIdNumber: residentId('31011519820917452'),
    contactName: 'Sun Li',
    contactPhone: '021-6123-4567',
    contactEmail: 'sun.li@globex.example.com',
    decide: { kind: 'pass' },
  },
  { hoursAgo: 48, ...xiamen, decide: { kind: 'pass' } },
  // The same enterprise applied twice: the platform cancels the second.
  { hoursAgo: 30, ...xiamen, decide: { kind: 'cancel', reason: 'Duplicate of an application that has already passed.' } },
  {
    hoursAgo: 20,
    enterpriseCustomerId: 'C1001',
    enterpriseName: 'Acme IoT Ltd.',
    orgCode: uscc('91440300MA5F2C8D3'),
    legalPersonName: 'Li Na',
    legalPersonIdNumber: residentId('44030519790601123'),
    contactName: 'Wang Fang',
    contactPhone: '0755-2233-4455',
    contactEmail: 'wang.fang@acme.example.com',
  },
  {
    hoursAgo: 3,
    enterpriseName: 'Fuzhou Smart Water Co.',
    orgCode: uscc('91350100MA8R6N2P4'),
    legalPersonName: 'Lin Hua',
    legalPersonIdNumber: residentId('35010219900307123'),
    contactName: 'Lin Hua',
    contactPhone: '0591-8765-4321',
    contactEmail: 'lin.hua@fz-water.example.com',
  },
] as const;

/** A plain PNG the size of a licence scan (pale paper with a darker frame), drawn without a library. */
export function demoLicencePng(width = 240, height = 160): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const frame = x < 6 || y < 6 || x >= width - 6 || y >= height - 6 || (y % 24 === 12 && x > 30 && x < width - 30);
      const [r, g, b] = frame ? [154, 52, 18] : [254, 249, 235];
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seedAuthentications(t: SeedTargets, now: Date): Promise<void> {
  const table = () => t.tableName;
  const applications = createAuthenticationRepository(t.db, undefined, table);
  const rates = createRateLimitRepository(t.db, table);
  const secretKey = operatorSecretKeyResolver();
  const blacklist = createBlacklistCheck({ entries: createBlacklistRepository(t.db, table), secretKey, clock: () => now });
  const licenceImage = demoLicencePng().toString('base64');
  const admin = await createAccountRepository(t.db, table).get('admin');
  if (!admin) throw new Error('The demo administrator must be seeded before the demo applications');
  const principal = principalFromAccount(admin, 'en-US', { jti: 'seed', exp: 0 });
  const client = { sourceIp: '127.0.0.1', userAgent: 'demo seed', lang: 'en-US' as const };
  for (const { hoursAgo, decide, ...a } of demoApplications.map((x) => ({ decide: undefined, ...x }))) {
    const at = new Date(now.getTime() - hoursAgo * HOUR);
    const apply = createApplyService({
      applications,
      limit: (subject) => rates.hit('authApply', subject, APPLY_RATE, at, new AppError('AUTH_APPLY_TOO_MANY')),
      // The seed fills the form itself: there is no captcha image to read.
      checkCaptcha: async () => {},
      blocked: (x) =>
        blacklist.blocked({ orgCode: x.orgCode, enterpriseName: x.enterpriseName, personIdNumber: x.legalPersonIdNumber }),
      seal: async (plain) => encryptSecret(plain, await secretKey()),
      clock: () => at,
    });
    const { applicationId: id } = await apply.apply(
      { ...a, taxNumber: a.orgCode, licenceImage, captchaId: '', captchaCode: '' },
      { sourceIp: 'demo-seed' },
    );
    if (!decide) continue;
    const audits = createAuthenticationService({
      applications,
      audit: createAuditRepository(t.db, table),
      clock: () => new Date(at.getTime() + 4 * HOUR),
    });
    const d = decide as { kind: 'pass' | 'reject' | 'cancel'; reason?: string };
    if (d.kind === 'pass') await audits.pass(principal, { id }, client);
    else await audits[d.kind](principal, { id, reason: d.reason ?? '' }, client);
  }
}
