import { describe, expect, it } from 'vitest';
import { type ApplyValues, emptyApply, licenceProblem, validateApply } from './apply-validation';

const valid: ApplyValues = {
  enterpriseName: 'Fuzhou Smart Water Co.',
  orgCode: '91350100m000100y43',
  taxNumber: '91350100M000100Y43',
  legalPersonName: 'Lin Hua',
  legalPersonIdNumber: '11010519491231002X',
  contactName: 'Lin Hua',
  contactPhone: '0591-8765-4321',
  contactEmail: 'lin@fz-water.example.com',
  captchaCode: 'AB12',
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the apply form', () => {
  it('passes a complete application', () => {
    expect(validateApply(valid, true)).toEqual({});
  });

  it('names every missing field, the licence and the captcha included', () => {
    const errors = validateApply(emptyApply(), false);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'enterpriseName',
        'orgCode',
        'taxNumber',
        'licenceImage',
        'legalPersonName',
        'legalPersonIdNumber',
        'contactName',
        'contactPhone',
        'contactEmail',
        'captchaCode',
      ].sort(),
    );
  });

  it('checks the USCC check character, the identity number, the phone and the e-mail as the server does', () => {
    expect(validateApply({ ...valid, orgCode: '91350100M000100Y44' }, true)).toEqual({ orgCode: 'authentication.apply.orgCode' });
    expect(validateApply({ ...valid, legalPersonIdNumber: '110105194912310021' }, true)).toEqual({
      legalPersonIdNumber: 'authentication.apply.idNumber',
    });
    expect(validateApply({ ...valid, contactPhone: '+86 591' }, true)).toEqual({ contactPhone: 'authentication.apply.phone' });
    expect(validateApply({ ...valid, contactEmail: 'a@b' }, true)).toEqual({ contactEmail: 'authentication.apply.email' });
    expect(validateApply({ ...valid, enterpriseName: '   ' }, true)).toEqual({ enterpriseName: 'authentication.apply.noBlank' });
  });

  it('recognises the licence by its first bytes and its size', () => {
    expect(licenceProblem(1000, png)).toBeNull();
    expect(licenceProblem(1000, new TextEncoder().encode('GIF89a..'))).toBe('authentication.apply.licenceFormat');
    expect(licenceProblem(3 * 1024 * 1024, png)).toBe('authentication.apply.licenceSize');
    expect(licenceProblem(0, png)).toBe('authentication.apply.licenceMissing');
  });
});
