import { Button, EmptyState, Panel, Select, Skeleton, TextField, Tree, useNotify } from '@cmp/ui-kit';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/data-list';
import { FieldError, TextAreaField, useRuleText } from '../../../../components/form-fields';
import { isApiError } from '../../../../lib/api';
import type { FormErrors } from '../../../../lib/form-rules';
import { useSession } from '../../../../lib/use-session';
import {
  type RoleDraft,
  type RoleField,
  emptyRoleDraft,
  isBuiltInRole,
  isChannelType,
  roleDraftOf,
  toRoleBody,
  toTreeNodes,
  validateRole,
} from '../role-model';
import { saveRole, useMenuTree, useRole, useRoleTypes } from '../use-roles';

/** /system/role/detail/:roleId?: a role's fields and its permission tree; without an id, a new role. */
export default function RoleDetailPage() {
  const { t } = useTranslation(['home', 'system']);
  const navigate = useNavigate();
  const notify = useNotify();
  const ruleText = useRuleText();
  const { roleId } = useParams();
  const { roleId: myRoleType } = useSession();
  const readOnly = isBuiltInRole(roleId);
  const role = useRole(roleId);
  const types = useRoleTypes().data ?? [];
  const menuTree = useMenuTree();
  const nodes = useMemo(() => toTreeNodes(menuTree.data ?? [], t), [menuTree.data, t]);
  const [draft, setDraft] = useState<RoleDraft | null>(roleId ? null : emptyRoleDraft());
  const [errors, setErrors] = useState<FormErrors<RoleField>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (role.data && !draft) setDraft(roleDraftOf(role.data));
  }, [role.data, draft]);

  const set = <K extends RoleField>(key: K, value: RoleDraft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || readOnly) return;
    const found = validateRole(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await saveRole(toRoleBody(draft, roleId));
      notify({ type: 'success', title: t('dataList.saved') });
      navigate(`/system/role/detail/${encodeURIComponent(saved?.roleId ?? roleId ?? '')}`, { replace: true });
    } catch (error) {
      const msg = isApiError(error) ? error.msg : String(error);
      const field = isApiError(error) ? (error.field as RoleField | undefined) : undefined;
      if (field && draft && field in draft) setErrors((e) => ({ ...e, [field]: { key: msg } }));
      notify({ type: 'error', title: t('request.errorTitle'), message: msg });
    } finally {
      setSaving(false);
    }
  };

  const typeName = (roleType: number) =>
    t(`home.account.roleType.${roleType}`, {
      defaultValue: types.find((x) => x.roleType === roleType)?.name ?? String(roleType),
    });
  const platform = myRoleType === '1000' || myRoleType === '2000';
  const loadError = role.error ?? menuTree.error;

  return (
    <div className="space-y-5">
      <PageHeader
        title={roleId ? t('system.role.editTitle', { name: role.data?.name ?? roleId }) : t('system.role.newTitle')}
        subtitle={readOnly ? t('system.role.builtIn') : undefined}
        actions={
          <Button variant="secondary" onClick={() => navigate('/system/role/list')}>
            {t('dataList.back')}
          </Button>
        }
      />
      {loadError ? (
        <EmptyState
          data-testid="load-error"
          title={t('dataList.loadFailed')}
          description={loadError.msg}
          action={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void role.mutate();
                void menuTree.mutate();
              }}
            >
              {t('dataList.retry')}
            </Button>
          }
        />
      ) : !draft ? (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">{t('dataList.loading')}</span>
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
          data-testid="role-form"
        >
          <Panel title={t('system.role.menu.detail')}>
            <fieldset disabled={readOnly} className="grid grid-cols-1 gap-4">
              <TextField
                label={t('system.role.fields.name')}
                value={draft.name}
                onChange={(e) => set('name', e.target.value)}
                error={ruleText(errors.name)}
                data-testid="role-name"
              />
              <TextField
                label={t('system.role.fields.code')}
                value={draft.code}
                disabled={readOnly || Boolean(roleId)}
                onChange={(e) => set('code', e.target.value)}
                error={ruleText(errors.code)}
                data-testid="role-code"
              />
              <Select
                label={t('system.role.fields.roleType')}
                placeholder={t('system.role.placeholders.roleType')}
                options={types.map((x) => ({ value: x.roleType, label: typeName(x.roleType) }))}
                value={draft.roleType}
                onChange={(v) => set('roleType', v)}
                disabled={readOnly || Boolean(roleId)}
                data-testid="role-type"
              />
              <FieldError>{ruleText(errors.roleType)}</FieldError>
              {platform && isChannelType(draft.roleType) && !(readOnly && !draft.channelCustId) && (
                <TextField
                  label={t('system.role.fields.enterprise')}
                  value={draft.channelCustId}
                  disabled={readOnly || Boolean(roleId)}
                  onChange={(e) => set('channelCustId', e.target.value)}
                  error={ruleText(errors.channelCustId)}
                />
              )}
              <TextAreaField
                label={t('system.role.fields.description')}
                value={draft.description}
                maxLength={200}
                onChange={(v) => set('description', v)}
                error={ruleText(errors.description)}
              />
            </fieldset>
          </Panel>
          <Panel title={t('system.role.fields.permissions')} description={t('system.role.permissionsHint')}>
            {menuTree.isLoading ? (
              <Skeleton lines={8} />
            ) : (
              <Tree
                label={t('system.role.fields.permissions')}
                nodes={nodes}
                value={draft.permissions}
                onChange={(v) => set('permissions', v)}
                expandLabel={t('dataList.expand')}
                collapseLabel={t('dataList.collapse')}
                disabled={readOnly}
                data-testid="permission-tree"
              />
            )}
            <div className="mt-3">
              <FieldError>{ruleText(errors.permissions)}</FieldError>
            </div>
          </Panel>
          {!readOnly && (
            <div className="flex justify-end gap-2 xl:col-span-2">
              <Button variant="secondary" onClick={() => navigate('/system/role/list')} disabled={saving}>
                {t('dataList.cancel')}
              </Button>
              <Button type="submit" loading={saving} data-testid="role-save">
                {t('dataList.save')}
              </Button>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
