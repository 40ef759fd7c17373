// Texts of the risk control area (namespace risk), loaded with the area's first page.
const risk = {
  risk: {
    separation: {
      subtitle: 'Cards bound to a device are shut down (operator status N) when a session shows them in another device.',
      tabs: { bound: 'Bound cards', records: 'Binding records', separated: 'Separations' },
      filters: { enterprise: 'Enterprise', iccid: 'ICCID' },
      fields: {
        iccid: 'ICCID',
        msisdn: 'MSISDN',
        enterprise: 'Enterprise',
        operator: 'Operator',
        mode: 'Binding',
        imei: 'Bound IMEI',
        boundAt: 'Bound at',
        separatedAt: 'Last separation',
        at: 'Time',
        action: 'Operation',
        count: 'Cards',
        skipped: 'Skipped',
        cards: 'Cards (first)',
        by: 'By',
        separationTime: 'Separation time',
        boundImei: 'Bound IMEI',
        seenImei: 'IMEI seen',
        shutdownAt: 'Shut down at',
      },
      modes: { first: 'First IMEI seen', imei: 'Given IMEI' },
      actions: { bind: 'Bind', unbind: 'Unbind' },
      waiting: 'Waiting for the first session',
      more: 'and {{count}} more',
      bind: {
        action: 'Bind cards',
        title: 'Bind cards to devices',
        description: 'At most 10000 cards per operation. A card bound again gets the new binding.',
        mode: 'Bind to',
        lines: 'Cards',
        linesHint: 'One card a line: its ICCID; for a given IMEI, the ICCID, a space and the 15-digit IMEI.',
        done: '{{count}} cards bound ({{skipped}} skipped: unknown or not the enterprise’s)',
      },
      unbind: {
        action: 'Unbind',
        title: 'Unbind the card?',
        description: 'Card {{iccid}} will no longer be shut down when it appears in another device.',
        done: 'The card is unbound',
      },
      invalid: {
        empty: 'Enter at least one card',
        tooMany: 'At most 10000 cards per operation',
        iccid: 'Line {{line}}: enter an ICCID of 19 or 20 digits (and, for a given IMEI, the IMEI after it)',
        imei: 'Line {{line}}: the IMEI must be 15 digits with a valid check digit',
      },
      empty: {
        bound: 'No card is bound to a device.',
        records: 'No card has been bound or unbound yet.',
        separated: 'No bound card has appeared in another device.',
      },
    },
  },
};

export default risk;
