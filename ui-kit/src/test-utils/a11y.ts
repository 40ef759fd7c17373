import { expect } from 'vitest';
import './dom-shims';

// Hand-written accessibility assertions shared by every component test (no axe): they cover
// what the kit's components can get wrong — names, labels, descriptions, focus and ARIA references.

const INTERACTIVE =
  'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=menuitem], ' +
  '[role=option], [role=tab], [role=switch], [role=checkbox], [role=combobox], [role=listbox], [role=menu]';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function textOf(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function byIds(el: Element, attr: string): Element[] {
  const ids = (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => el.ownerDocument.getElementById(id)).filter((x): x is HTMLElement => x !== null);
}

/** A simplified accessible-name computation (aria-labelledby, aria-label, labels, alt, content, title). */
export function accessibleName(el: Element): string {
  const labelledBy = byIds(el, 'aria-labelledby');
  if (labelledBy.length) return labelledBy.map(textOf).join(' ').trim();
  const ariaLabel = el.getAttribute('aria-label')?.trim();
  if (ariaLabel) return ariaLabel;
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const labels = [...(el.labels ?? [])].map(textOf).join(' ').trim();
    if (labels) return labels;
    return el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '';
  }
  if (el instanceof HTMLImageElement) return el.alt;
  return textOf(el) || el.getAttribute('title') || '';
}

/** Asserts the element exposes exactly (or matching) this accessible name. */
export function expectAccessibleName(el: Element, name: string | RegExp): void {
  const actual = accessibleName(el);
  if (typeof name === 'string') expect(actual, 'accessible name').toBe(name);
  else expect(actual, 'accessible name').toMatch(name);
}

/** Asserts the element can receive keyboard focus. */
export function expectFocusable(el: Element): void {
  expect(el.matches(FOCUSABLE), `${el.tagName} should be focusable`).toBe(true);
  (el as HTMLElement).focus();
  expect(el.ownerDocument.activeElement).toBe(el);
}

/** Asserts a form control is linked to a visible label with this text. */
export function expectLabelled(control: Element, label: string): void {
  const viaFor = control instanceof HTMLInputElement ? [...(control.labels ?? [])] : [];
  const viaAria = byIds(control, 'aria-labelledby');
  const texts = [...viaFor, ...viaAria].map(textOf);
  expect(texts, 'linked label').toContain(label);
}

/** Asserts aria-describedby points at an element containing this text. */
export function expectDescribedBy(control: Element, text: string): void {
  const texts = byIds(control, 'aria-describedby').map(textOf);
  expect(texts.join(' | '), 'aria-describedby').toContain(text);
}

/** Asserts the aria-invalid state of a control. */
export function expectInvalid(control: Element, invalid: boolean): void {
  expect(control.getAttribute('aria-invalid') === 'true', 'aria-invalid').toBe(invalid);
}

/** Lists accessibility problems inside a container; empty means it passes. */
export function auditA11y(container: Element): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  for (const el of container.querySelectorAll('[id]')) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
  for (const [id, count] of ids) if (count > 1) problems.push(`duplicate id "${id}"`);

  for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
    for (const el of container.querySelectorAll(`[${attr}]`)) {
      const wanted = (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean);
      if (byIds(el, attr).length !== wanted.length) problems.push(`${attr} of <${el.tagName.toLowerCase()}> points nowhere`);
    }
  }
  for (const el of container.querySelectorAll(INTERACTIVE)) {
    if (el.closest('[aria-hidden="true"]')) continue;
    if (!accessibleName(el))
      problems.push(`<${el.tagName.toLowerCase()} role=${el.getAttribute('role')}> has no accessible name`);
  }
  for (const el of container.querySelectorAll('[role=img], img')) {
    if (!accessibleName(el) && el.getAttribute('alt') !== '') problems.push(`image <${el.tagName.toLowerCase()}> has no name`);
  }
  for (const svg of container.querySelectorAll('svg')) {
    const decorative = svg.closest('[aria-hidden="true"]') || svg.parentElement?.closest('svg, [role=img]');
    if (!decorative && svg.getAttribute('role') !== 'img') problems.push('<svg> is neither aria-hidden nor role=img');
  }
  for (const el of container.querySelectorAll('[tabindex]')) {
    if (Number(el.getAttribute('tabindex')) > 0) problems.push('positive tabindex');
  }
  for (const hidden of container.querySelectorAll('[aria-hidden="true"]')) {
    if (hidden.matches(FOCUSABLE) || hidden.querySelector(FOCUSABLE)) problems.push('focusable element inside aria-hidden');
  }
  return problems;
}

/** Runs {@link auditA11y} and fails with the list of problems. */
export function expectNoA11yViolations(container: Element): void {
  expect(auditA11y(container)).toEqual([]);
}
