import {
  CUSTOMER_STATUSES,
  type Customer,
  type CustomerDraft,
  type CustomerField,
  INVOICE_TYPES,
  PAYMENT_MODELS,
  customerDraftOf,
  customerPath,
  emptyCustomerDraft,
  isPlatformRole,
  toCustomerInput,
  validateCustomer,
} from '../../../../components/business/customer-model';
import {
  type FormContext,
  type FormDeclaration,
  type FormFieldDeclaration,
  FormPage,
  type FormSectionDeclaration,
} from '../../../../components/form-page';

type Ctx = FormContext<Customer>;
type Field = FormFieldDeclaration<CustomerDraft, Ctx>;

const label = (key: CustomerField) => `business.customer.fields.${key}`;
const text = (name: CustomerField, extra: Partial<Field> = {}): Field =>
  ({ kind: 'text', name, label: label(name), testId: `customer-${name}`, ...extra }) as Field;
const section = (id: string, fields: Field[]): FormSectionDeclaration<CustomerDraft, Ctx> => ({
  id,
  title: `business.customer.sections.${id}`,
  fields,
});

/** A secondary customer being edited carries its custId in the query. */
const secondaryOf = (ctx: Pick<Ctx, 'search'>) => ctx.search.get('custId');
/** An enterprise (created by platform staff, or edited without a custId) needs its licence, tax number and administrator. */
const isEnterprise = (ctx: Ctx) => (ctx.creating ? isPlatformRole(ctx.session.roleId) : !secondaryOf(ctx));

/** The server names nested fields (`adminContact.phone`, `bank`): the flat field of the form that shows them. */
const GROUPS: Record<string, [prefix: string, first: CustomerField]> = {
  adminContact: ['admin', 'adminName'],
  bank: ['bank', 'bankName'],
  invoice: ['invoice', 'invoiceTitle'],
};
export function customerFieldOf(name: string): CustomerField | undefined {
  const [root = '', leaf] = name.split(/[.[]/);
  const group = GROUPS[root];
  if (!group) return root as CustomerField;
  return leaf ? (`${group[0]}${leaf[0]?.toUpperCase()}${leaf.slice(1)}` as CustomerField) : group[1];
}

/**
 * /business/customer/change/:channelCustId(?custId=) edits a customer; /business/customer/add
 * creates one (an enterprise for platform users, a secondary customer for an enterprise).
 */
export const customerForm: FormDeclaration<CustomerDraft, Customer> = {
  title: (ctx) => [ctx.creating ? 'business.customer.menu.add' : 'business.customer.menu.change'],
  subtitle: (ctx) => ctx.record && [ctx.record.name, ctx.record.code].filter(Boolean).join(' · '),
  load: {
    source: 'customer.detail',
    request: ({ params, search }) => {
      const custId = secondaryOf({ search });
      return params.channelCustId ? { channelCustId: params.channelCustId, ...(custId ? { custId } : {}) } : null;
    },
    toDraft: customerDraftOf,
    notFound: 'business.customer.notFound',
  },
  initial: emptyCustomerDraft,
  layout: 'grid',
  // The same groups as the detail page.
  sections: [
    section('basic', [
      text('code', { disabled: (_, ctx) => !ctx.creating }),
      text('name'),
      {
        kind: 'select',
        name: 'status',
        label: label('status'),
        options: CUSTOMER_STATUSES,
        optionLabel: 'business.customer.status',
        testId: 'customer-status',
      },
      text('businessUnit'),
      text('industry'),
    ]),
    section('licence', [text('businessLicence'), text('taxNumber')]),
    section('bank', [text('bankName'), text('bankAccount')]),
    section('invoice', [
      text('invoiceTitle'),
      text('invoiceTaxNumber'),
      {
        kind: 'select',
        name: 'invoiceType',
        label: label('invoiceType'),
        options: INVOICE_TYPES,
        optionLabel: 'business.customer.invoiceType',
      },
      text('invoiceAddress'),
      text('invoicePhone'),
    ]),
    section('sales', [
      {
        kind: 'select',
        name: 'paymentModel',
        label: label('paymentModel'),
        options: PAYMENT_MODELS,
        optionLabel: 'business.customer.paymentModel',
      },
      text('salesPerson'),
    ]),
    section('admin', [
      text('adminName'),
      text('adminPhone', { hint: 'business.customer.hints.phoneList' }),
      text('adminEmail', { hint: 'business.customer.hints.emailList' }),
    ]),
  ],
  // Spec §5: lengths, phone and e-mail lists, identifiers; bank and invoice all or nothing.
  validate: (d, ctx) => validateCustomer(d, isEnterprise(ctx)),
  serverField: customerFieldOf,
  submit: {
    route: (_, ctx) => (ctx.creating ? 'customer.save' : 'customer.update'),
    body: (d, ctx) => {
      const custId = secondaryOf(ctx);
      return ctx.creating
        ? toCustomerInput(d)
        : { channelCustId: ctx.params.channelCustId, ...(custId ? { custId } : {}), ...toCustomerInput(d) };
    },
    done: 'business.customer.saved',
    goTo: (saved: Customer | null, _, ctx) =>
      customerPath('detail', saved ?? { channelCustId: ctx.params.channelCustId ?? '', custId: secondaryOf(ctx) }),
  },
  testId: 'customer-form',
  saveTestId: 'customer-save',
};

export default function CustomerChangePage() {
  return <FormPage declaration={customerForm} />;
}
