// Texts of the financial area (namespace financial), loaded with the area's first page.
const financial = {
  financial: {
    writeOff: {
      title: 'Write-offs',
      subtitle: 'Published bills owed to the platform: write them off from pre-deposits and grants.',
      subtitlePlatform:
        'Bills the enterprises owe the platform. The monthly cycle writes off what their funds cover and marks bills past due overdue.',
      tabs: {
        toWriteOff: 'To be written off',
        writtenOff: 'Written off',
        overdue: 'Overdue',
        all: 'All',
      },
      status: {
        '1': 'Normal',
        '2': 'To be written off',
        '3': 'Written off',
        '4': 'Overdue, written off',
        '5': 'Overdue, not written off',
      },
      columns: {
        bill: 'Bill',
        enterprise: 'Enterprise',
        cycle: 'Cycle',
        status: 'Status',
        owed: 'Owed',
        writtenOff: 'Written off',
        remaining: 'Still owed',
        payable: 'Pre-deposits + grants',
        dueDate: 'Due',
      },
      filters: {
        cycle: 'Cycle',
        cyclePlaceholder: 'YYYY-MM',
        cycleInvalid: 'Enter a month as YYYY-MM',
      },
      empty: 'No bill here.',
      action: 'Write off',
      dialog: {
        title: 'Write off bill {{billId}}',
        description:
          'Still owed {{remaining}}. Available: grants {{grant}} and pre-deposits {{preDeposit}} (grants are used first).',
        amount: 'Amount (yuan)',
        amountHint: 'Prefilled with what the funds cover; a part may be written off.',
        reason: 'Note',
        reasonHint: 'Why (shown in the bill operations log)',
        submit: 'Write off',
        confirmTitle: 'Write off {{amount}} of bill {{billId}}?',
        confirmDescription: 'The amount is taken from grants, then pre-deposits. It cannot be undone.',
        done: '{{amount}} written off bill {{billId}}',
        rules: {
          amount: 'Enter an amount in yuan, e.g. 12.50',
          zero: 'The write-off amount cannot be 0',
          aboveOwed: 'The write-off amount cannot exceed the amount to be written off ({{owed}})',
          aboveFunds: 'The write-off amount cannot exceed pre-deposits plus grants ({{available}})',
        },
      },
      cycle: {
        title: 'Monthly write-off cycle',
        none: 'No cycle has run yet.',
        last: 'Last cycle: {{month}} (run {{run}}), {{status}}',
        counts:
          'Bills written off: {{writeOffs}} ({{amount}}); marked overdue: {{overdue}}; still owing: {{unpaid}}; enterprises: {{enterprises}}',
        startedBy: 'Started by {{by}} at {{at}}',
        schedule: 'Runs on the 5th of each month for the month before; a re-run writes nothing off twice.',
        start: 'Run the cycle',
        month: 'Month',
        monthHint: 'The bills of cycles up to this month are written off; earlier ones still owing become overdue.',
        confirmTitle: 'Run the write-off cycle of {{month}}?',
        confirmDescription:
          'Every enterprise’s bills are written off from its grants, pre-deposits and credit line as far as they cover.',
        started: 'The write-off cycle of {{month}} started',
        status: {
          processing: 'running',
          succeeded: 'done',
          failed: 'failed',
        },
        rules: { month: 'Enter a month as YYYY-MM' },
      },
    },
    operations: {
      title: 'Bill operations',
      subtitle: 'Every publication, write-off and overdue mark of a bill: who, when and why.',
      type: {
        publish: 'Published',
        writeOff: 'Written off',
        overdue: 'Marked overdue',
      },
      columns: {
        at: 'Time',
        bill: 'Bill',
        type: 'Operation',
        amount: 'Amount',
        status: 'Status',
        writtenOff: 'Written off after',
        by: 'By',
        reason: 'Why',
      },
      filters: {
        type: 'Operation',
        billId: 'Bill',
      },
      rules: {
        owed: 'Owed to the platform',
        notOwed: 'Owes the platform nothing',
        manual: 'Written off by hand',
        cycle: 'Monthly write-off cycle',
        overdue: 'Unpaid past its due date',
      },
      cycleActor: 'Write-off cycle {{month}}',
      empty: 'No bill operation yet.',
      export: 'Export',
      exportTitle: 'Export the bill operations',
      exportDescription: 'The operations under the applied filters, as a download task.',
    },
  },
};

export default financial;
