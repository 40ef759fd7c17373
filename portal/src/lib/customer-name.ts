/**
 * How every screen names a secondary customer: the name the server answers beside the id
 * (functions/src/customer/customer-names.repository.ts), the id only when the customer has no
 * name any more. Pages never show a bare `custId` where a person expects a name.
 */
export interface CustomerRef {
  custId: string;
  name?: string | null;
}

/** The customer's name, else its id. */
export const customerName = (c: CustomerRef): string => c.name || c.custId;

/** Several customers by name, in the order given, joined for one line of text. */
export const customerNames = (list: readonly CustomerRef[]): string => list.map(customerName).join(', ');
