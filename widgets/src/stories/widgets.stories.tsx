import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_ICCID } from './fixture-api.ts';
import { WidgetStory } from './widget-story.tsx';

const common = `
**Embedding.** \`<script src="https://<cmp>/widgets/cmp-widgets.js"></script>\` once, then the elements anywhere.
The partner's backend mints a session with the signed open API (\`POST /cmp/open/v1/widget/session\`) and the page
puts it in \`session\` (widgets sharing a session exchange it once), or sets \`element.token\` itself.

**Common attributes.** \`session\`, \`lang="zh-CN|en-US"\` (else the nearest \`lang\` of the page), \`api-base\`
(default: \`/api\` next to the script's origin).

**Events** (bubble, composed): \`cmp-error\` \`{ status, errorCode?, message, path }\` — status 0 when the browser got no
answer (the origin is not on the enterprise's allow-list: CORS refused it); \`cmp-select\` \`{ iccid }\` from the card list.

**Theming.** Custom properties inherited from the page: \`--cmp-brand\`, \`--cmp-on-brand\`, \`--cmp-font\`, \`--cmp-font-size\`,
\`--cmp-text\`, \`--cmp-muted\`, \`--cmp-heading\`, \`--cmp-surface\`, \`--cmp-border\`, \`--cmp-radius\`. Parts: \`root\`, \`frame\`,
\`title\`, \`body\`, \`loading\`, \`error\`, \`empty\`, \`button\`, and per widget \`badge\`, \`meter\` (status), \`chart\`, \`total\`
(usage), \`input\`, \`table\`, \`link\` (list), \`bill\`, \`amount\` (bills). The page's own CSS does not reach inside (open
Shadow DOM, \`:host { all: initial }\`), and the widgets' CSS stays inside.
`;

const meta = {
  title: 'Partner widgets',
  component: WidgetStory,
  parameters: { docs: { description: { component: common } } },
  args: { tag: 'cmp-card-status', attrs: { iccid: FIXTURE_ICCID, lang: 'en-US' } },
  argTypes: { onEvent: { action: 'event' } },
} satisfies Meta<typeof WidgetStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const describe = (text: string) => ({ docs: { description: { story: text } } });

export const CardStatus: Story = {
  parameters: describe(
    '`<cmp-card-status iccid="…">`: lifecycle state, operator status, plan, usage of the cycle against the quota (a progress bar), online status. Without `iccid` it asks for a card.',
  ),
};
export const CardStatusChinese: Story = { args: { attrs: { iccid: FIXTURE_ICCID, lang: 'zh-CN' } } };
export const UsageChart: Story = {
  args: { tag: 'cmp-usage-chart', attrs: { lang: 'en-US', granularity: 'daily', period: '2026-11' } },
  parameters: describe(
    '`<cmp-usage-chart granularity="daily|monthly" period="YYYY-MM|YYYY" iccid="…">`: daily usage of a month or monthly usage of a year, of one card or (without `iccid`) of the whole session scope. The reader switches granularity and steps between periods.',
  ),
};
export const CardList: Story = {
  args: { tag: 'cmp-card-list', attrs: { lang: 'en-US', 'page-size': '10' } },
  parameters: describe(
    '`<cmp-card-list page-size="10..50" target="ids">`: the scope’s cards, searchable by exact ICCID or MSISDN, paged. Choosing a card dispatches `cmp-select` `{ iccid }`; unless the page calls `preventDefault()`, it sets `iccid` on the elements `target` names (e.g. a `<cmp-card-status>`).',
  ),
};
export const BillSummary: Story = {
  args: { tag: 'cmp-bill-summary', attrs: { lang: 'zh-CN' } },
  parameters: describe('`<cmp-bill-summary>`: the scope’s current and last published bills (not for a card-list scope).'),
};
export const Themed: Story = {
  args: {
    attrs: { iccid: FIXTURE_ICCID, lang: 'en-US' },
    theme: { '--cmp-brand': '#db2777', '--cmp-radius': '0px', '--cmp-font': 'Georgia, serif', '--cmp-surface': '#fdf2f8' },
    css: 'cmp-card-status::part(title) { text-transform: uppercase; letter-spacing: .1em } cmp-card-status::part(meter) { height: 12px }',
  },
  parameters: describe('Theming: custom properties on any ancestor, `::part(...)` rules in the page’s own style sheet.'),
};
export const RefusedOrigin: Story = {
  args: { attrs: { iccid: FIXTURE_ICCID, lang: 'en-US', 'api-base': 'https://unreachable.invalid/api' } },
  parameters: describe(
    'What the reader sees (and the page hears as `cmp-error` with status 0) when the API cannot be reached or CORS refuses the page’s origin.',
  ),
};
