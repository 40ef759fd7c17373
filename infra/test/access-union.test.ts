/** What an area's Lambda may touch: everything any of its groups may (infra/src/cloud/access.ts `unionAccess`). */
import { describe, expect, it } from 'vitest';
import { unionAccess } from '../src/cloud/access.ts';

describe('unionAccess', () => {
  it('takes the wider level of the table and each bucket, every flag and every workflow once', () => {
    expect(
      unionAccess([
        { table: 'read', buckets: { imports: 'read', assets: 'put' } },
        { table: 'read', buckets: { imports: 'put', assets: 'put' }, publishesEvents: true, startsWorkflows: ['bill-run'] },
        {
          table: 'readWrite',
          buckets: { exports: 'readWrite' },
          sendsEmail: true,
          operatorSecret: true,
          userPoolAdmin: true,
          startsWorkflows: ['bill-run', 'export-task'],
        },
      ]),
    ).toEqual({
      table: 'readWrite',
      buckets: { imports: 'readWrite', assets: 'put', exports: 'readWrite' },
      publishesEvents: true,
      sendsEmail: true,
      operatorSecret: true,
      userPoolAdmin: true,
      startsWorkflows: ['bill-run', 'export-task'],
    });
  });

  it('adds nothing to groups that only read the table', () => {
    expect(unionAccess([{ table: 'read' }, { table: 'read' }])).toEqual({ table: 'read' });
  });
});
