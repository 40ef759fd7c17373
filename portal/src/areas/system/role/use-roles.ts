import type { RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../../app/services';
import { type ApiError, routeKey } from '../../../lib/api';
import type { PermissionNode } from './role-model';

// Data of the role screens; SWR keys are [route id, body] (see app/services.ts).

export const ROLE_LIST = 'role.list' satisfies RouteId;

/** The permission tree (typed here: the contract's answer type stops at the first level of a recursive tree). */
export const useMenuTree = () => useSWR<PermissionNode[], ApiError>(routeKey('role.menuTree', {}));

export const deleteRole = (roleId: string) => api.call('role.delete', { roleId }, { silent: true });
