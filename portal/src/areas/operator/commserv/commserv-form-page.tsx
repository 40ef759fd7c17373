import { type FormDeclaration, FormPage } from '../../../components/form-page';
import {
  COMMSERV_TYPES,
  type Commserv,
  type CommservDraft,
  type CommservField,
  draftOf,
  emptyCommservDraft,
  toCommservInput,
  validateCommserv,
} from './commserv-model';

const field = (key: string) => `operator.commserv.fields.${key}`;
const YES_NO = ['yes', 'no'] as const;

/** /operator/commserv-list/add and /edit/:commservId: every field of a communication service. */
export const commservForm: FormDeclaration<CommservDraft, Commserv> = {
  title: (ctx) => [ctx.creating ? 'operator.commserv.menu.add' : 'operator.commserv.menu.edit'],
  subtitle: (ctx) => ctx.record && `${ctx.record.name} · ${ctx.record.commservId}`,
  load: {
    source: 'commserv.detail',
    request: ({ params }) => (params.commservId ? { commservId: params.commservId } : null),
    toDraft: draftOf,
    notFound: 'operator.commserv.notFound',
  },
  initial: emptyCommservDraft,
  layout: 'grid',
  sections: [
    {
      id: 'basic',
      title: 'operator.commserv.sections.basic',
      fields: [
        { kind: 'text', name: 'name', label: field('name'), required: true, maxLength: 64, testId: 'commserv-name' },
        {
          kind: 'select',
          name: 'type',
          label: field('type'),
          options: COMMSERV_TYPES,
          optionLabel: 'operator.commserv.type',
          testId: 'commserv-type',
        },
        { kind: 'text', name: 'priority', label: field('priority'), inputMode: 'numeric', testId: 'commserv-priority' },
        { kind: 'select', name: 'directional', label: field('directional'), options: YES_NO, optionLabel: 'operator.commserv' },
      ],
    },
    {
      id: 'policy',
      title: 'operator.commserv.sections.policy',
      fields: [
        {
          kind: 'select',
          name: 'qosEnabled',
          label: field('qosEnabled'),
          options: YES_NO,
          optionLabel: 'operator.commserv',
          wide: true,
          testId: 'commserv-qos',
        },
        {
          kind: 'text',
          name: 'uplinkKbps',
          label: field('uplinkKbps'),
          inputMode: 'numeric',
          visible: (d) => d.qosEnabled === 'yes',
        },
        {
          kind: 'text',
          name: 'downlinkKbps',
          label: field('downlinkKbps'),
          inputMode: 'numeric',
          visible: (d) => d.qosEnabled === 'yes',
        },
        {
          kind: 'text',
          name: 'redirect',
          label: field('redirect'),
          hint: 'operator.commserv.hints.redirect',
          wide: true,
          testId: 'commserv-redirect',
        },
      ],
    },
    {
      id: 'lists',
      title: 'operator.commserv.sections.lists',
      wide: true,
      fields: [
        {
          kind: 'textarea',
          name: 'domains',
          label: field('domains'),
          hint: 'operator.commserv.hints.domains',
          rows: 5,
          testId: 'commserv-domains',
        },
        {
          kind: 'textarea',
          name: 'whitelist',
          label: field('whitelist'),
          hint: 'operator.commserv.hints.whitelist',
          rows: 5,
          testId: 'commserv-whitelist',
        },
      ],
    },
  ],
  validate: validateCommserv,
  // The server names the QoS pair `qos.uplinkKbps` / `qos.downlinkKbps`: shown under the first.
  serverField: (name) => (name.startsWith('qos') ? 'uplinkKbps' : (name.replace(/[.[].*$/, '') as CommservField)),
  submit: {
    route: (_, ctx) => (ctx.creating ? 'commserv.add' : 'commserv.edit'),
    body: (d, ctx) => ({ ...(ctx.creating ? {} : { commservId: ctx.params.commservId }), ...toCommservInput(d) }),
    done: 'operator.commserv.saved',
    goTo: (saved: Commserv) => `/operator/commserv-list/detail/${saved.commservId}`,
  },
  testId: 'commserv-form',
  saveTestId: 'commserv-save',
};

export default function CommservFormPage() {
  return <FormPage declaration={commservForm} />;
}
