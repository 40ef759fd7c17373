// Texts of the risk-control area (namespace risk), loaded with the area's first page.
const risk = {
  risk: {
    realName: {
      title: 'Real-name records',
      subtitle:
        'Cards that require real-name verification are cut off (status I) while they lack it, and restored once verified.',
      fields: {
        iccid: 'ICCID',
        msisdn: 'MSISDN',
        status: 'Real-name status',
        personName: 'Holder',
        idNumber: 'Identity number',
        verifiedAt: 'Verified',
        iccids: 'ICCIDs',
        required: 'Real-name',
      },
      status: { unverified: 'Not verified', verified: 'Verified', notRequired: 'Not required' },
      requiredChoice: { yes: 'Required', no: 'Not required' },
      cutOff: 'Cut off pending real-name verification',
      hints: {
        idNumber: 'Stored encrypted; only the masked number is ever shown. A blacklisted person is refused.',
        iccids: 'One per line, or separated by commas; at most 1000. An active card that lacks real-name is cut off at once.',
      },
      invalid: {
        iccid: 'An ICCID has 19 or 20 digits',
        iccids: 'Enter 1 to 1000 ICCIDs of 19 or 20 digits',
        idNumber: 'Enter 6 to 30 letters or digits',
      },
      actions: { history: 'History', verify: 'Record verification', lift: 'No longer require', require: 'Require real-name' },
      historyTitle: 'Real-name history of {{iccid}}',
      historyEmpty: 'No changes yet',
      historyFields: {
        at: 'Time',
        kind: 'Change',
        by: 'By',
        person: 'Holder',
        idNumber: 'Identity number',
        status: 'Operator status',
      },
      operatorStatus: 'Operator status now: {{label}}',
      verifyTitle: 'Record the verification of {{iccid}}',
      verified: 'Verification recorded',
      requireTitle: 'Require real-name verification',
      requireDone: '{{changed}} changed, {{unchanged}} already so, {{missing}} not found or failed',
      liftTitle: 'No longer require real-name for {{iccid}}?',
      liftText: 'A card cut off for lacking real-name is restored.',
      lifted: 'Requirement lifted',
      close: 'Close',
      empty: 'No card requires real-name verification.',
    },
  },
};

export default risk;
