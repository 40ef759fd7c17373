import { ResultPage, buttonVariants } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * A plain button in the kit's style: these pages are part of the entry script (a failed chunk must
 * still show its page), which stays free of Headless UI's interaction code.
 */
function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" data-variant="primary" className={buttonVariants({})} onClick={onClick}>
      {children}
    </button>
  );
}

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <ActionButton onClick={() => navigate('/home')}>{t('common.backHome')}</ActionButton>;
}

/** 404 for any path the route data does not know. */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('result.notFound'));
  return <ResultPage status="404" title={t('result.notFound')} text={t('result.notFoundText')} action={<BackHome />} />;
}

/** 403 when the user lacks the route's permission code. */
export function Forbidden() {
  const { t } = useTranslation();
  return <ResultPage status="403" title={t('result.forbidden')} text={t('result.forbiddenText')} action={<BackHome />} />;
}

const isChunkError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i.test(
    error.message,
  );

/** Route error boundary: a failed lazy chunk (often a new release) asks for a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isChunkError(error)) console.error(error);
  return (
    <ResultPage
      status="500"
      title={t(isChunkError(error) ? 'result.chunkError' : 'request.status.500')}
      text={isChunkError(error) ? t('result.chunkErrorText') : undefined}
      action={<ActionButton onClick={() => window.location.reload()}>{t('common.reload')}</ActionButton>}
    />
  );
}
