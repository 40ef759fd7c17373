/**
 * Issue #15: who may publish domain events and who may send e-mail. Publishing is granted to the
 * functions whose business writes publish (card state, usage, funds), with the bus name; SES's
 * SendRawEmail only to a function declaring `sendsEmail`, only on the configured identity, and the
 * identity exists only when the `mailFrom` context sets it.
 */
import { envNames } from '@cmp/functions/platform/config';
import { apiGroups, apiLambdas, lambdaEntries, workers } from '@cmp/functions/platform/route-table';
import { describe, expect, it } from 'vitest';
import { defaultRouteTable } from '../src/cloud/api-routes.ts';
import { actionsOf, functionId, resourcesOf, statementsOf, synthCmp } from './support/synth.ts';

const template = synthCmp();
/** The Lambdas: one per API area or group of its own, one per worker. */
const names = [...apiLambdas, ...workers];
const envOf = (t: typeof template, name: string): Record<string, unknown> =>
  resourcesOf(t)[functionId(t, name)]!.Properties.Environment.Variables;
const actionsFor = (t: typeof template, name: string) => actionsOf(statementsOf(t, functionId(t, name)));

/** The publishing groups' Lambdas: card-detail's cards area, capital's and withdrawal's finance area, and their own. */
const publishers = [
  'cards',
  'finance',
  'recharge',
  'write-off',
  'batch-worker',
  'usage-ingest',
  'withdrawal-run',
  'write-off-worker',
  // Rule evaluation: its card actions (deactivate, block) publish the card's state change.
  'autorule-eval',
  // It hosts the daily expiry run of the automation rules (autorule/expiry-job.ts): the same card actions.
  'import-worker',
  // The open API v1's card state change (open-api group, issue #18): the same card action as the portal's.
  'open',
];
/** Workers that declare `sendsEmail` (the alarm e-mails of rule evaluation, live and of the daily expiry run). */
const mailers = ['autorule-eval', 'import-worker'];

describe('domain event publishers', () => {
  it.each(publishers)('%s may put events on the domain bus and is told its name', (name) => {
    expect(actionsFor(template, name)).toContain('events:PutEvents');
    expect(envOf(template, name)[envNames.eventBusName]).toBeDefined();
  });

  it('no other function may publish or is told the bus', () => {
    for (const name of names.filter((n) => !publishers.includes(n))) {
      expect(actionsFor(template, name), name).not.toContain('events:PutEvents');
      expect(envOf(template, name), name).not.toHaveProperty(envNames.eventBusName);
    }
  });
});

describe('notification e-mail through SES', () => {
  it('without the mailFrom context: no identity, no function may send e-mail', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    for (const name of names)
      expect(
        actionsFor(template, name).filter((a) => a.startsWith('ses:')),
        name,
      ).toEqual([]);
  });

  it('with it: one domain identity, SendRawEmail on it for the functions that declare sendsEmail only, and their From', () => {
    const mailer = { name: 'mail-test', access: { table: 'readWrite' as const, sendsEmail: true }, routes: [] };
    const t = synthCmp({
      mailFrom: 'CMP Alarms <alarms@mail.example.com>',
      routeTable: {
        apiGroups: [...apiGroups, mailer],
        lambdaOf: { ...defaultRouteTable.lambdaOf, 'mail-test': 'mail-test' },
        workers,
        lambdaEntries: { ...lambdaEntries, 'mail-test': lambdaEntries.home! },
      },
    });
    t.resourceCountIs('AWS::SES::EmailIdentity', 1);
    const [identityId, identity] = Object.entries(resourcesOf(t)).find(([, r]) => r.Type === 'AWS::SES::EmailIdentity')!;
    expect(identity.Properties.EmailIdentity).toBe('mail.example.com');
    const ses = statementsOf(t, functionId(t, 'mail-test')).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(actionsOf(ses)).toEqual(['ses:SendRawEmail']);
    expect(JSON.stringify(ses[0]!.Resource)).toContain(identityId);
    expect(envOf(t, 'mail-test')[envNames.mailFrom]).toBe('CMP Alarms <alarms@mail.example.com>');
    for (const name of mailers) {
      expect(
        actionsFor(t, name).filter((a) => a.startsWith('ses:')),
        name,
      ).toEqual(['ses:SendRawEmail']);
      expect(envOf(t, name)[envNames.mailFrom], name).toBe('CMP Alarms <alarms@mail.example.com>');
    }
    for (const name of names.filter((n) => !mailers.includes(n))) {
      expect(
        actionsFor(t, name).filter((a) => a.startsWith('ses:')),
        name,
      ).toEqual([]);
      expect(envOf(t, name), name).not.toHaveProperty(envNames.mailFrom);
    }
  });
});
