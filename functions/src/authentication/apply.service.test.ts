import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { validApplication } from './application.test-support.ts';
import { type ApplyDeps, type BlockedCheck, createApplyService } from './apply.service.ts';

function setup(over: Partial<ApplyDeps> = {}) {
  const created: unknown[] = [];
  const deps: ApplyDeps = {
    applications: {
      create: vi.fn(async (a) => {
        created.push(a);
      }),
      enterpriseExists: vi.fn(async (id: string) => id === 'C1001'),
    },
    limit: vi.fn(async () => {}),
    checkCaptcha: vi.fn(async () => {}),
    blocked: async () => null,
    seal: async (plain) => `sealed(${plain})`,
    clock: () => new Date('2026-11-27T01:02:03.004Z'),
    ...over,
  };
  return { service: createApplyService(deps), deps, created };
}
const body = { ...validApplication, captchaId: 'c', captchaCode: 'ABCD' };
const client = { sourceIp: '203.0.113.7' };

describe('the public apply', () => {
  it('stores the application sealed and masked and answers only its reference', async () => {
    const { service, created } = setup();
    const answer = await service.apply(body, client);
    expect(Object.keys(answer)).toEqual(['applicationId']);
    expect(answer.applicationId).toMatch(/^A20261127010203004[0-9A-F]{8}$/);
    expect(created[0]).toMatchObject({
      orgCode: '91350100M000100Y43',
      legalPersonIdSealed: 'sealed(11010519491231002X)',
      legalPersonIdMasked: '110****9491231002X',
      auditStatus: 0,
      licenceType: 'png',
      licenceKey: `licences/${answer.applicationId}.png`,
      sourceIp: '203.0.113.7',
    });
    expect(JSON.stringify(created[0])).not.toContain('"11010519491231002X"');
  });

  it('is refused with one message when the blacklists hit, whichever list it was', async () => {
    for (const kind of ['enterprise', 'person'] as const) {
      const blocked: BlockedCheck = vi.fn(async () => ({ kind }));
      const { service, created } = setup({ blocked });
      const error = await service.apply(body, client).catch((e: AppError) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).key).toBe('AUTH_APPLY_REFUSED');
      expect((error as AppError).params).toEqual({});
      expect(blocked).toHaveBeenCalledWith({
        orgCode: '91350100M000100Y43',
        enterpriseName: 'Fuzhou Meter Co.',
        legalPersonIdNumber: '11010519491231002X',
      });
      expect(created).toEqual([]);
    }
  });

  it('checks the named enterprise exists and says nothing else about it', async () => {
    const { service } = setup();
    const error = (await service.apply({ ...body, enterpriseCustomerId: 'C404' }, client).catch((e) => e)) as AppError;
    expect(error.key).toBe('AUTH_ENTERPRISE_UNKNOWN');
    expect((await service.apply({ ...body, enterpriseCustomerId: 'C1001' }, client)).applicationId).toMatch(/^A/);
  });

  it('counts the source address and checks the captcha before reading anything; a malformed form costs nothing', async () => {
    const { service, deps } = setup();
    await service.apply({ ...body, orgCode: 'bad' }, client).catch(() => undefined);
    expect(deps.limit).not.toHaveBeenCalled();
    expect(deps.checkCaptcha).not.toHaveBeenCalled();
    await service.apply(body, client);
    expect(deps.limit).toHaveBeenCalledWith('203.0.113.7');
    expect(deps.checkCaptcha).toHaveBeenCalledWith('c', 'ABCD');
  });

  it('stops at the rate limit and at a wrong captcha', async () => {
    const limited = setup({ limit: async () => Promise.reject(new AppError('AUTH_APPLY_TOO_MANY')) });
    expect(((await limited.service.apply(body, client).catch((e) => e)) as AppError).key).toBe('AUTH_APPLY_TOO_MANY');
    expect(limited.created).toEqual([]);
    const captcha = setup({ checkCaptcha: async () => Promise.reject(new AppError('CAPTCHA_WRONG')) });
    expect(((await captcha.service.apply(body, client).catch((e) => e)) as AppError).key).toBe('CAPTCHA_WRONG');
    expect(captcha.created).toEqual([]);
  });
});
