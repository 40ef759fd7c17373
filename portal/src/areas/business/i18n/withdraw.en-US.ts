// Texts of the withdrawal screens (namespace business, key business.withdraw): /business/withdraw/list and /shortcuts/withdraw/list.
export const withdraw = {
  title: 'Withdrawals',
  shortcutTitle: 'Withdrawals',
  subtitle:
    'Ask to be paid out your pre-deposits. Finance pays examined requests on the {{day}}th of each month; one request at a time.',
  subtitlePlatform:
    "Every enterprise's withdrawal requests. Examined requests are paid by the run on the {{day}}th of each month.",
  heading: 'Requests',
  empty: 'No withdrawal requests yet.',
  fields: {
    withdrawalId: 'Withdrawal number',
    enterprise: 'Enterprise',
    amount: 'Amount',
    payee: 'Payee',
    state: 'State',
    createdAt: 'Requested at',
  },
  filters: {
    enterprise: 'Enterprise',
    created: 'Requested',
    createdFrom: 'Requested from',
    createdTo: 'Requested to',
  },
  state: {
    submitted: 'Submitted',
    examined: 'Examined',
    applying: 'Applying',
    withdrawn: 'Withdrawn',
    rejected: 'Rejected',
  },
  summary: {
    withdrawable: 'Withdrawable',
    preDeposit: 'Pre-deposits {{amount}}',
    reserved: 'Reserved by requests in process',
    reservedHint: 'Released if a request is rejected.',
    nextRun: 'Next payment run',
    rule: 'Requests are processed by finance on the {{day}}th of each month, about 10 days after the invoice is received.',
  },
  actions: {
    apply: 'Request a withdrawal',
    run: 'Run payments now',
    examine: 'Examine',
    reject: 'Reject',
  },
  apply: {
    title: 'Request a withdrawal',
    description:
      'The amount is reserved at once and paid on the {{day}}th once finance has examined the request (next run: {{next}}). Send finance your invoice for the amount.',
    withdrawable: 'You may withdraw up to {{amount}}.',
    inProcess: 'Request {{id}} is still in process: a new one can be made once it is withdrawn or rejected.',
    amount: 'Amount (CNY)',
    amountHint: 'Yuan, up to 2 decimals.',
    accountName: 'Account name',
    bankName: 'Bank',
    bankAccount: 'Bank account',
    remark: 'Remark',
    submit: 'Submit request',
    confirmTitle: 'Submit this withdrawal request?',
    confirmDescription: '{{amount}} will be reserved now and paid to {{account}} on the {{day}}th after examination.',
    done: 'Withdrawal request {{id}} submitted',
  },
  rules: {
    amount: 'Enter an amount in yuan greater than 0, with at most 2 decimals',
    insufficient: 'Insufficient for withdrawal',
    bankAccount: 'Digits, spaces and dashes only (4-40)',
  },
  examine: {
    title: 'Examine {{id}}?',
    description: 'The invoice is received: {{amount}} will be paid by the run on the {{day}}th.',
    confirm: 'Examine',
    done: 'Withdrawal examined',
  },
  reject: {
    title: 'Reject {{id}}',
    description: 'The reserved {{amount}} goes back to the enterprise’s withdrawable funds. The enterprise reads this reason.',
    reason: 'Reason',
    reasonHint: 'Required, at most 200 characters.',
    confirm: 'Reject',
    done: 'Withdrawal {{id}} rejected',
  },
  run: {
    title: 'Run the payments now?',
    description:
      'Every examined request is paid out now, as the scheduled run on the {{day}}th does. A request already paid is never paid twice.',
    confirm: 'Run payments',
    done: '{{count}} request(s) paid, {{amount}} in all',
  },
  export: {
    action: 'Export',
    title: 'Export withdrawals',
    description: 'The requests matching the filters, as a download task.',
  },
};
