export { PickEnterpriseFirst, TenantPicker, type TenantScope, TenantScopeProvider, useTenantScope } from './tenant-scope';
export { type TenantSide, resolveScope, sideOf } from './tenant-scope-model';
