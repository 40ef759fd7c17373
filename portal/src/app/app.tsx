import { RouterProvider } from 'react-router';
import type { createAppRouter } from '../routing/router';

/** The router; the providers the pages need come with the first page (app/providers.tsx). */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return <RouterProvider router={router} />;
}
