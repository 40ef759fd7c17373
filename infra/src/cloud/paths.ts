/**
 * Filesystem locations the CDK app reads at synth time, resolved from this file rather than the
 * working directory, so `cdk synth` from the root, the infra workspace or vitest all agree.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const functionsSrc = fileURLToPath(new URL('../../../functions/src/', import.meta.url));
export const portalDist = fileURLToPath(new URL('../../../portal/dist/', import.meta.url));

export const widgetsDist = fileURLToPath(new URL('../../../widgets/dist/', import.meta.url));

/** The partner widgets' build is optional too (`npm run build` makes both). */
export const widgetsBuilt = (dir: string): boolean => existsSync(`${dir}/cmp-widgets.js`);

/** The portal build is optional: synth must work on a fresh clone before `npm run build`. */
export const portalBuilt = (dir: string): boolean => existsSync(`${dir}/index.html`);
