// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { billPath, targetProblem, userPath, userRequest } from './content-model';

describe('content screens: paths and checks', () => {
  it("reads a user's detail request from the URL: a card by ICCID, a vehicle after '-'", () => {
    expect(userRequest({ iccid: '89860000000000000001' })).toEqual({ iccid: '89860000000000000001' });
    expect(userRequest({ iccid: '-', vin: 'LSVAU2180N2183294' })).toEqual({ vin: 'LSVAU2180N2183294' });
    expect(userRequest({})).toBeNull();
    expect(userPath('vin', 'LSVAU2180N2183294', '?channelCustId=C1001')).toBe(
      '/content/user/detail/-/LSVAU2180N2183294?channelCustId=C1001',
    );
    expect(userPath('iccid', '89860000000000000001')).toBe('/content/user/detail/89860000000000000001');
    expect(billPath('CBC1001-202611')).toBe('/content/bill/detail/CBC1001-202611');
  });

  it('checks the order target by its kind before the call (empty is the required rule’s)', () => {
    expect(targetProblem('iccid', '8986000000000000000')).toBeNull();
    expect(targetProblem('iccid', 'LSVAU2180N2183294')).toBe('content.order.invalid.iccid');
    expect(targetProblem('vin', 'lsvau2180n2183294')).toBeNull();
    expect(targetProblem('vin', 'LSVAU2180N218329O')).toBe('content.order.invalid.vin');
    expect(targetProblem('vin', '  ')).toBeNull();
  });
});
