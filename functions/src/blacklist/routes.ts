/**
 * The routes of the `blacklist` API group (docs/api.md "Blacklists"): the enterprise and person
 * blacklists and their record. Platform roles only (the blacklist area code, which enterprises and
 * their staff do not hold). Registered in platform/route-table.ts, served by the `identity` area.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

const lists = (base: string, kind: string): ApiGroup['routes'] => [
  post(`${kind}List`, `${base}/list`, areaCodes.blacklist),
  post(`${kind}Detail`, `${base}/detail`, areaCodes.blacklist),
  write(`${kind}Add`, `${base}/add`, featureCodes.blacklistEdit),
  write(`${kind}Edit`, `${base}/edit`, featureCodes.blacklistEdit),
  write(`${kind}Delete`, `${base}/delete`, featureCodes.blacklistEdit),
];

export const blacklistApi: ApiGroup = {
  name: 'blacklist',
  // Identity numbers are sealed and hashed with the key derived from the stack's operator secret.
  access: { table: 'readWrite', operatorSecret: true },
  routes: [
    ...lists('/cmp/core/blacklist/enterprise', 'enterprise'),
    ...lists('/cmp/core/blacklist/personal', 'personal'),
    post('recordList', '/cmp/core/blacklist/record/list', areaCodes.blacklist),
  ],
};
