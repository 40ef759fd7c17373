/**
 * The routes of the `registration` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const registrationApi: ApiGroup = {
  // Review of self-registrations (platform roles; docs/decisions.md "Registration review").
  name: 'registration',
  routes: [
    post('list', '/cmp/core/registration/list', featureCodes.registrationReview),
    post('detail', '/cmp/core/registration/detail', featureCodes.registrationReview),
    post('roleOptions', '/cmp/core/registration/roleOptions', featureCodes.registrationReview),
    write('approve', '/cmp/core/registration/approve', featureCodes.registrationReview),
    write('reject', '/cmp/core/registration/reject', featureCodes.registrationReview),
  ],
};
