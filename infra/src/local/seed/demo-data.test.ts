import { checkEnterpriseFields, customerInput } from '@cmp/functions/customer/customer-rules';
import { parseInput } from '@cmp/functions/shared/http/schema';
import { describe, expect, it } from 'vitest';
import { enterprises } from './demo-data.ts';

describe('demo enterprises', () => {
  it.each(enterprises.map((e) => [e.channelCustId, e] as const))(
    '%s has the profile an enterprise created on the platform must have, in the formats it accepts',
    (_, e) => {
      const input = { code: e.code, name: e.name, status: 1, industry: e.industry, paymentModel: 'prepaid', ...e.profile };
      expect(() => checkEnterpriseFields(parseInput(customerInput, input), 'create')).not.toThrow();
    },
  );
});
