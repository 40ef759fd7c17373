import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of bills and the bill run (48801..); merged into the one catalogue. */
export const billErrors = {
  BILL_CYCLE_OPEN: {
    status: 422,
    errorCode: 48801,
    zh: '账期 {cycle} 尚未结束（{end} 结束），不能出账',
    en: 'The cycle {cycle} has not ended yet (it ends on {end}); it cannot be billed',
  },
  BILL_RUN_RUNNING: {
    status: 409,
    errorCode: 48802,
    zh: '该客户 {cycle} 账期的出账正在进行中',
    en: 'The bill run of this customer for {cycle} is still in progress',
  },
  BILL_ALREADY_PUBLISHED: {
    status: 409,
    errorCode: 48803,
    zh: '该账单已发布',
    en: 'This bill has been published already',
  },
  BILL_DRY_RUN_TOO_LARGE: {
    status: 422,
    errorCode: 48804,
    zh: '试算最多支持 {max} 张卡，该客户有 {cards} 张卡，请直接出账',
    en: 'A dry run covers at most {max} cards and this customer has {cards}; run the bill instead',
  },
} satisfies Record<string, ErrorDef>;
