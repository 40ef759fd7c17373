// Texts of the blacklist area (namespace blacklist), loaded with the area's first page.
const blacklist = {
  blacklist: {
    enterprise: {
      title: 'Enterprise blacklist',
      subtitle: 'Enterprises that may not register, apply for real-name authentication or be assigned cards.',
    },
    personal: {
      title: 'Person blacklist',
      subtitle: 'Persons who may not be verified as a card’s holder. Identity numbers are stored encrypted and shown masked.',
    },
    record: {
      title: 'Blacklist record',
      subtitle: 'Every change of the blacklists and every refusal they caused.',
      fields: { at: 'Time', action: 'Action', entry: 'Entry', place: 'Where', by: 'By / refused', reason: 'Reason' },
      actions: { add: 'Added', edit: 'Edited', remove: 'Removed', hit: 'Refused' },
      empty: 'No changes or refusals yet.',
    },
    fields: {
      name: { enterprise: 'Enterprise name', personal: 'Name' },
      orgCode: 'Organisation code',
      idNumber: 'Identity number',
      reason: 'Reason',
      updatedAt: 'Last changed',
    },
    hints: {
      orgCode: 'The unified social credit code or organisation code (optional).',
      idNumber: 'Stored encrypted; only the masked number is ever shown.',
      idNumberKeep: 'Leave empty to keep the stored number.',
    },
    invalid: { number: 'Enter 6 to 30 letters or digits' },
    keyword: {
      enterprise: 'Name, reason or organisation code',
      personal: 'Name, reason or the whole identity number',
    },
    add: { enterprise: 'Add enterprise', personal: 'Add person' },
    newTitle: { enterprise: 'Blacklist an enterprise', personal: 'Blacklist a person' },
    editTitle: 'Edit {{name}}',
    saved: 'Blacklist saved',
    actions: { edit: 'Edit', remove: 'Remove' },
    removeTitle: 'Remove {{name}} from the blacklist?',
    removeText: 'From now on they are no longer refused. The removal is kept in the blacklist record.',
    removed: 'Removed from the blacklist',
    empty: 'Nobody is blacklisted.',
  },
};

export default blacklist;
