import type { RouteId } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { api } from '../../../app/services';
import { type ApiError, routeKey } from '../../../lib/api';
import type { PermissionNode } from './role-model';

// Data of the role screens; SWR keys are [route id, body] (see app/services.ts).

export const ROLE_LIST = 'role.list' satisfies RouteId;

export const useMenuTree = () => useSWR<PermissionNode[], ApiError>(routeKey('role.menuTree', {}));

export const deleteRole = (roleId: string) => api.call('role.delete', { roleId }, { silent: true });
