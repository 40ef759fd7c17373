// The customer of docs/api.md and the pure rules of the customer screens.
import { type ResponseOf, customerStatuses, invoiceTypes, paymentModels } from '@cmp/functions/contracts';
import {
  type FormErrors,
  type RuleResult,
  code,
  emailList,
  firstError,
  maxLength,
  optionalText,
  phoneList,
  requiredText,
} from '../../lib/form-rules';

export const CUSTOMER_STATUSES = customerStatuses;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const PAYMENT_MODELS = paymentModels;
export type PaymentModel = (typeof PAYMENT_MODELS)[number];
export const INVOICE_TYPES = invoiceTypes;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** A customer (enterprise or secondary) as the API answers it. */
export type Customer = ResponseOf<'customer.detail'>;

/** The i18n key of a customer status (spec §4: 0 online, 1 volume production, 2 mature, 3 disconnected). */
export function statusKey(status: number): string | null {
  return (CUSTOMER_STATUSES as readonly number[]).includes(status) ? `business.customer.status.${status}` : null;
}

export const statusTone = (status: number) => (['green', 'blue', 'slate', 'red'] as const)[status] ?? 'slate';

/** Platform roles (1000, 2000) manage enterprises; channel roles manage their secondary customers. */
export const isPlatformRole = (roleId: string | null) => roleId === '1000' || roleId === '2000';

/** The flat form of a customer. */
export interface CustomerDraft {
  code: string;
  name: string;
  status: number;
  businessUnit: string;
  industry: string;
  businessLicence: string;
  taxNumber: string;
  bankName: string;
  bankAccount: string;
  invoiceTitle: string;
  invoiceTaxNumber: string;
  invoiceType: InvoiceType;
  invoiceAddress: string;
  invoicePhone: string;
  paymentModel: PaymentModel;
  salesPerson: string;
  adminName: string;
  adminPhone: string;
  adminEmail: string;
}
export type CustomerField = keyof CustomerDraft;

export const emptyCustomerDraft = (): CustomerDraft => ({
  code: '',
  name: '',
  status: 0,
  businessUnit: '',
  industry: '',
  businessLicence: '',
  taxNumber: '',
  bankName: '',
  bankAccount: '',
  invoiceTitle: '',
  invoiceTaxNumber: '',
  invoiceType: 'normal',
  invoiceAddress: '',
  invoicePhone: '',
  paymentModel: 'prepaid',
  salesPerson: '',
  adminName: '',
  adminPhone: '',
  adminEmail: '',
});

export const customerDraftOf = (c: Customer): CustomerDraft => ({
  code: c.code,
  name: c.name,
  status: c.status,
  businessUnit: c.businessUnit,
  industry: c.industry,
  businessLicence: c.businessLicence,
  taxNumber: c.taxNumber,
  bankName: c.bank.name,
  bankAccount: c.bank.account,
  invoiceTitle: c.invoice.title,
  invoiceTaxNumber: c.invoice.taxNumber,
  invoiceType: c.invoice.type,
  invoiceAddress: c.invoice.address,
  invoicePhone: c.invoice.phone,
  paymentModel: c.paymentModel,
  salesPerson: c.salesPerson,
  adminName: c.adminContact.name,
  adminPhone: c.adminContact.phone,
  adminEmail: c.adminContact.email,
});

const alnum = (v: string): RuleResult => (v && !/^[A-Za-z0-9]+$/.test(v) ? { key: 'formRules.taxNumber' } : null);
const bankAccount = (v: string): RuleResult => (v && !/^[0-9 -]+$/.test(v) ? { key: 'formRules.bankAccount' } : null);
const text = (v: string, max: number) => firstError(optionalText(v), maxLength(v, max));
const required = (v: string, max: number) => firstError(requiredText(v), maxLength(v, max));
/** Required when any field of its group is filled in. */
const requiredIf = (on: boolean, v: string, max: number) => (on ? required(v, max) : text(v, max));

/**
 * Validates the form. An enterprise needs its licence, tax number and an administrator contact
 * (spec §5 "organisation and tax identifiers … are required"); bank and invoice are all-or-nothing.
 */
export function validateCustomer(d: CustomerDraft, enterprise: boolean): FormErrors<CustomerField> {
  const bank = Boolean(d.bankName || d.bankAccount);
  const invoice = Boolean(d.invoiceTitle || d.invoiceTaxNumber || d.invoiceAddress || d.invoicePhone);
  const admin = enterprise || Boolean(d.adminName || d.adminPhone || d.adminEmail);
  const errors: FormErrors<CustomerField> = {
    code: code(d.code, 32),
    name: required(d.name, 100),
    businessUnit: text(d.businessUnit, 100),
    industry: text(d.industry, 60),
    businessLicence: requiredIf(enterprise, d.businessLicence, 60),
    taxNumber: firstError(requiredIf(enterprise, d.taxNumber, 30), alnum(d.taxNumber)),
    bankName: requiredIf(bank, d.bankName, 100),
    bankAccount: firstError(requiredIf(bank, d.bankAccount, 40), bankAccount(d.bankAccount)),
    invoiceTitle: requiredIf(invoice, d.invoiceTitle, 100),
    invoiceTaxNumber: firstError(requiredIf(invoice, d.invoiceTaxNumber, 30), alnum(d.invoiceTaxNumber)),
    invoiceAddress: text(d.invoiceAddress, 200),
    invoicePhone: firstError(text(d.invoicePhone, 30), phoneList(d.invoicePhone, 1)),
    salesPerson: text(d.salesPerson, 60),
    adminName: requiredIf(admin, d.adminName, 60),
    adminPhone: firstError(requiredIf(admin, d.adminPhone, 200), phoneList(d.adminPhone)),
    adminEmail: firstError(text(d.adminEmail, 500), emailList(d.adminEmail)),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FormErrors<CustomerField>;
}

/** The `CustomerInput` body: nested groups, empty optional groups left out. */
export function toCustomerInput(d: CustomerDraft) {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    code: d.code.trim(),
    name: d.name.trim(),
    status: d.status,
    businessUnit: opt(d.businessUnit),
    industry: opt(d.industry),
    businessLicence: opt(d.businessLicence),
    taxNumber: opt(d.taxNumber),
    bank: d.bankName || d.bankAccount ? { name: d.bankName.trim(), account: d.bankAccount.trim() } : undefined,
    invoice:
      d.invoiceTitle || d.invoiceTaxNumber
        ? {
            title: d.invoiceTitle.trim(),
            taxNumber: d.invoiceTaxNumber.trim(),
            type: d.invoiceType,
            address: opt(d.invoiceAddress),
            phone: opt(d.invoicePhone),
          }
        : undefined,
    paymentModel: d.paymentModel,
    salesPerson: opt(d.salesPerson),
    adminContact:
      d.adminName || d.adminPhone
        ? { name: d.adminName.trim(), phone: d.adminPhone.trim(), email: opt(d.adminEmail) }
        : undefined,
  };
}

/** Link to a customer's detail or change page; secondary customers carry their custId. */
export function customerPath(kind: 'detail' | 'change', c: Pick<Customer, 'channelCustId' | 'custId'>): string {
  const base = `/business/customer/${kind}/${encodeURIComponent(c.channelCustId)}`;
  return c.custId ? `${base}?custId=${encodeURIComponent(c.custId)}` : base;
}
