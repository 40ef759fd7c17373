/** Sign-in support items: captcha answers (single use, five minutes). */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const captchaEntity = /* @__PURE__ */ entity({
  name: 'captcha',
  attributes: { answer: attr<string>(), expiresAt: attr<number>() },
  key: ({ id }: { id: string }) => keys.captcha(id),
});
