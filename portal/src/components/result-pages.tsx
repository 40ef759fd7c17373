import { Button, ResultPage } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';

function BackHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/home')}>{t('common.backHome')}</Button>;
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
      action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
    />
  );
}
