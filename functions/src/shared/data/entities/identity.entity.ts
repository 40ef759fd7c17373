/** Sign-in support items: captcha answers (single use, five minutes) and rate windows of public routes. */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const captchaEntity = /* @__PURE__ */ entity({
  name: 'captcha',
  attributes: { answer: attr<string>(), expiresAt: attr<number>() },
  key: ({ id }: { id: string }) => keys.captcha(id),
});

/** Requests of one subject to a rate-limited public route in one fixed window (shared/data/rate-limit.repository.ts). */
export const rateWindowEntity = /* @__PURE__ */ entity({
  name: 'rate window',
  attributes: { count: attr<number>(), expiresAt: attr<number>() },
  key: ({ scope, subject, window }: { scope: string; subject: string; window: string }) =>
    keys.rateWindow(scope, subject, window),
});
