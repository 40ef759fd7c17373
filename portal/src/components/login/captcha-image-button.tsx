import { Spinner, cn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';

/** The captcha picture; selecting it fetches a new one. Shared by sign-in and registration. */
export function CaptchaImageButton({
  image,
  loading,
  onRefresh,
  size = 'md',
  'data-testid': testId,
}: {
  image: string | undefined;
  loading: boolean;
  onRefresh: () => void;
  size?: 'md' | 'lg';
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      aria-label={t('login.captchaImage')}
      title={t('login.captchaImage')}
      data-testid={testId}
      className={cn(
        'mt-[1.625rem] flex items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50 hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600',
        size === 'lg' ? 'h-12 w-32' : 'h-10 w-28',
      )}
    >
      {loading || !image ? (
        <Spinner size="sm" className="text-slate-400" />
      ) : (
        <img src={image} alt="" className="h-full w-full object-cover" />
      )}
    </button>
  );
}
