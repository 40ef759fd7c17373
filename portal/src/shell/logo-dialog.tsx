import { Dialog, Upload, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { api } from '../app/services';
import { LOGO_ACCEPT, LOGO_MAX_BYTES, type LogoProblem, checkLogo, readHead } from './logo-file';
import { LOGO_KEY } from './use-shell-data';

/**
 * The logo setting dialog (spec §2, §5): one jpg or png ≤ 1500 KB, checked here by name, size and
 * magic bytes, then uploaded to a presigned URL and confirmed; the menu logo refreshes.
 */
export default function LogoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const [saving, setSaving] = useState(false);

  const check = async (chosen: File | null): Promise<ReturnType<typeof checkLogo>> =>
    checkLogo(chosen ? [chosen] : [], chosen ? await readHead(chosen) : undefined);

  const choose = async (chosen: File | null, kitProblem: string | null) => {
    setFile(chosen);
    if (kitProblem) {
      setProblem(null); // the kit shows its own message (type, size, count)
      return;
    }
    const result = await check(chosen);
    setProblem(result.ok ? null : result.problem);
  };

  const close = () => {
    setFile(null);
    setProblem(null);
    onClose();
  };

  const save = async () => {
    const result = await check(file);
    if (!result.ok || !file) {
      setProblem(result.ok ? 'required' : result.problem);
      return;
    }
    setSaving(true);
    try {
      const { uploadUrl, key } = await api.call('logo.uploadUrl', {
        contentType: result.contentType,
        size: file.size,
      });
      const put = await window.fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'Content-Type': result.contentType } });
      if (!put.ok) {
        notify({ type: 'error', title: t('logo.uploadFailed'), message: put.statusText || String(put.status) });
        return;
      }
      const confirmed = await api.call('logo.confirm', { key });
      await mutate(LOGO_KEY, confirmed, { revalidate: true });
      notify({ type: 'success', title: t('logo.success') });
      close();
    } catch {
      // The API client has already shown the error.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('logo.title')}
      description={t('logo.description')}
      confirmLabel={t('logo.save')}
      cancelLabel={t('logo.cancel')}
      onConfirm={() => void save()}
      loading={saving}
      data-testid="logo-dialog"
    >
      <Upload
        label={t('logo.label')}
        prompt={t('logo.prompt')}
        hint={t('logo.hint')}
        accept={LOGO_ACCEPT}
        maxSize={LOGO_MAX_BYTES}
        messages={{ type: t('logo.wrongType'), size: t('logo.tooLarge'), count: t('logo.count') }}
        error={problem ? t(`logo.${problem}`) : undefined}
        onChange={(chosen, kitProblem) => void choose(chosen, kitProblem)}
        data-testid="logo-upload"
      />
    </Dialog>
  );
}
