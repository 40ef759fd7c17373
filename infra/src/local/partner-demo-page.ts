/**
 * The partner demo's page (issue #18 item 4): a plain partner site with deliberately hostile CSS —
 * a global reset, `* { … !important }`, and `!important` rules on the class names and elements the
 * widgets could have used (.flex, .text-sm, .rounded, button, table…) — embedding every widget.
 * `hostile: false` leaves the hostile CSS out and `widgets: false` the widgets: the browser test
 * compares the widgets' styles with and without the hostile CSS, and the host's with and without widgets.
 */

export interface DemoPage {
  lang: 'zh-CN' | 'en-US';
  hostile: boolean;
  widgets: boolean;
  /** The gateway the widgets are served from and call (`<gateway>/widgets/cmp-widgets.js`). */
  gatewayUrl: string;
  session: string;
  /** A card of the scope, shown by the status widget until the reader picks another in the list. */
  iccid: string | null;
}

export const HOSTILE_CSS = `
/* A partner's site as it is: a global reset and rules that win over everything. */
html, body, div, span, h1, h2, h3, p, dl, dt, dd, ul, li, table, th, td, form, input, button, section, article, header, nav {
  margin: 0; padding: 0; border: 0; font-size: 100%; vertical-align: baseline;
}
* { font-family: "Comic Sans MS", "Courier New", cursive !important; color: #7c2d12 !important; letter-spacing: 0.08em !important;
    line-height: 2.2 !important; text-transform: uppercase !important; box-sizing: content-box !important; }
*::before, *::after { content: "»" !important; }
body { background: #fef3c7 !important; font-size: 19px !important; text-align: center !important; }
div, section, article { padding: 6px !important; }
.flex { display: block !important; } .grid { display: block !important; }
.text-sm, .text-xs, .text-base { font-size: 26px !important; }
.rounded, .rounded-full, .rounded-widget { border-radius: 0 !important; }
.font-semibold, .font-medium { font-weight: 100 !important; }
.border, .border-b { border: 4px dotted #be185d !important; }
.bg-brand { background: #000 !important; }
.hidden, [hidden] { display: block !important; }
button, .cmp-button { background: #f0abfc !important; border: 3px solid #86198f !important; padding: 12px 20px !important; border-radius: 0 !important; }
input { border: 3px inset #f00 !important; background: #dcfce7 !important; }
table { border: 5px double #1e3a8a !important; width: 50% !important; }
th, td { padding: 14px !important; border: 1px solid #000 !important; }
svg, rect { fill: #ef4444 !important; }
h2, h3 { font-size: 40px !important; }
`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  'zh-CN': {
    title: '合作伙伴门户（演示）',
    intro: '本页由合作伙伴自己的站点提供：全局重置和 !important 规则不会影响嵌入的 CMP 组件。',
    nav: '切换语言',
    host: '合作伙伴自己的内容',
    cell: '订单',
    button: '合作伙伴按钮',
  },
  'en-US': {
    title: 'Partner portal (demo)',
    intro: 'This page is the partner’s own site: its global reset and !important rules do not reach the embedded CMP widgets.',
    nav: 'Language',
    host: 'The partner’s own content',
    cell: 'Orders',
    button: 'Partner button',
  },
};

/** The page's HTML. */
export function demoPageHtml(p: DemoPage): string {
  const t = texts[p.lang];
  const common = `lang="${p.lang}" session="${esc(p.session)}"`;
  const widgets = !p.widgets
    ? ''
    : `<div class="grid widgets" id="widgets">
  <cmp-card-list id="card-list" ${common} target="card-status" page-size="10"></cmp-card-list>
  <cmp-card-status id="card-status" ${common}${p.iccid ? ` iccid="${esc(p.iccid)}"` : ''}></cmp-card-status>
  <cmp-usage-chart id="usage-chart" ${common} granularity="daily"></cmp-usage-chart>
  <cmp-bill-summary id="bill-summary" ${common}></cmp-bill-summary>
</div>
<script src="${esc(p.gatewayUrl)}/widgets/cmp-widgets.js"></script>`;
  const other = p.lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  const variantQuery = `${p.hostile ? '' : '&css=neutral'}${p.widgets ? '' : '&widgets=none'}`;
  return `<!doctype html>
<html lang="${p.lang}">
<head>
<meta charset="utf-8">
<title>${t.title}</title>
<style>
.widgets { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); margin-top: 16px; }
</style>
${p.hostile ? `<style id="hostile">${HOSTILE_CSS}</style>` : ''}
</head>
<body>
<header class="flex host-header" id="host-header">
  <h1 class="text-sm rounded" id="host-title">${t.title}</h1>
  <nav class="flex" aria-label="${t.nav}"><a id="lang-switch" href="/?lang=${other}${variantQuery}">${other}</a></nav>
</header>
<p class="text-sm" id="host-intro">${t.intro}</p>
<section class="rounded border" id="host-section">
  <h2 class="font-semibold" id="host-heading">${t.host}</h2>
  <table id="host-table"><tr><th>${t.cell}</th><td class="text-xs">42</td></tr></table>
  <button type="button" class="rounded" id="host-button">${t.button}</button>
</section>
${widgets}
</body>
</html>`;
}
