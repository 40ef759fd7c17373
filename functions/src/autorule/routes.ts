/**
 * The routes of the `autorule` API group (issue #15, items 1 and 5): automation rules of an
 * enterprise — list, detail, add, edit, delete, switch on/off — and the dry run of a draft.
 * Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const autoruleApi: ApiGroup = {
  name: 'autorule',
  // The table, and the operator-credential key that seals API-message signing secrets.
  access: { table: 'readWrite', operatorSecret: true },
  routes: [
    post('list', '/cmp/autorule/list', areaCodes.autorule),
    post('detail', '/cmp/autorule/detail', areaCodes.autorule),
    write('add', '/cmp/autorule/add', featureCodes.autoRuleAdd),
    write('edit', '/cmp/autorule/edit', featureCodes.autoRuleEdit),
    write('delete', '/cmp/autorule/delete', featureCodes.autoRuleDelete),
    write('switch', '/cmp/autorule/switch', featureCodes.autoRuleSwitch),
    // Reads only (nothing is saved): the draft's firings over the last 30 days.
    post('dryRun', '/cmp/autorule/dryRun', areaCodes.autorule),
    // The alarm log (issue #15 item 4): what the rules' firings left, newest first.
    post('alarmList', '/cmp/autorule/alarm/list', areaCodes.autorule),
    post('alarmDetail', '/cmp/autorule/alarm/detail', areaCodes.autorule),
  ],
};
