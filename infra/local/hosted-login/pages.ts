import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import strings from '../../../locales/en/hosted-login.json' with { type: 'json' };

/** A brand as the hosted page shows it: name, colours and logo of web/src/brands/<brand>. */
export interface PageBrand {
  name: string;
  primary: string;
  primaryContrast: string;
  background: string;
  text: string;
  /** The logo as a data URL: the page needs no other request to the app's host. */
  logo: string;
}

export function readBrand(brandsDir: string, brand: string): PageBrand {
  const folder = existsSync(join(brandsDir, brand, 'brand.json')) ? brand : 'default';
  const json = JSON.parse(readFileSync(join(brandsDir, folder, 'brand.json'), 'utf8')) as {
    name: string;
    colours: { primary: string; primaryContrast: string; background: string; text: string };
  };
  const logoFile = join(brandsDir, folder, 'logo.svg');
  const logo = existsSync(logoFile)
    ? `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`
    : '';
  return { name: json.name, ...json.colours, logo };
}

type Strings = typeof strings;
/** `section.key` of locales/en/hosted-login.json, with `{{name}}` filled in. */
export function text<S extends keyof Strings>(
  section: S,
  key: keyof Strings[S],
  values: Record<string, string> = {},
): string {
  const template = String(strings[section][key]);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Where the hosted pages' one script is served (passkey.ts). */
export const PASSKEY_SCRIPT_PATH = '/passkey.js';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A notice above a form: an error (role alert) or a confirmation (role status). */
export type Notice = { tone: 'error' | 'success'; title?: string; text: string };

export interface Field {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  inputmode?: string;
}

export interface FormPage {
  title: string;
  intro?: string;
  notice?: Notice;
  action: string;
  /** The OAuth request carried through every step (client_id, redirect_uri, state, code_challenge…). */
  hidden: Record<string, string>;
  fields: Field[];
  submit: string;
  /** A second way to go on with the same fields: a button posting the form to another action. */
  alternative?: { label: string; action: string };
  /**
   * A passkey ceremony (WebAuthn) the submit button runs first (passkey.ts): its options as Cognito gives them,
   * JSON; the browser's answer is posted in the hidden field `credential`.
   */
  webauthn?: { ceremony: 'create' | 'get'; options: unknown };
  links?: { href: string; label: string }[];
}

function noticeHtml(notice: Notice | undefined): string {
  if (!notice) return '';
  const role = notice.tone === 'error' ? 'alert' : 'status';
  const title = notice.title ? `<h2>${escapeHtml(notice.title)}</h2>` : '';
  return `<div class="notice ${notice.tone}" role="${role}">${title}<p>${escapeHtml(notice.text)}</p></div>`;
}

function fieldHtml(field: Field): string {
  const hintId = field.hint ? `${field.name}-hint` : '';
  return [
    '<div class="field">',
    `<label for="${field.name}">${escapeHtml(field.label)}</label>`,
    field.hint ? `<p class="hint" id="${hintId}">${escapeHtml(field.hint)}</p>` : '',
    `<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}"`,
    field.inputmode ? ` inputmode="${field.inputmode}"` : '',
    hintId ? ` aria-describedby="${hintId}"` : '',
    ` value="${escapeHtml(field.value ?? '')}" required>`,
    '</div>',
  ].join('');
}

function layout(brand: PageBrand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(brand.name)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:${brand.background};color:${brand.text};line-height:1.5}
header{padding:1rem;text-align:center}header img{max-height:3rem;max-width:12rem}
main{max-width:26rem;margin:0 auto 2rem;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin-top:0}.field{margin-bottom:1rem}label{display:block;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #555;border-radius:.25rem}
.hint{margin:0;font-size:.9rem}button{width:100%;padding:.7rem;font-size:1rem;font-weight:600;border:0;border-radius:.25rem;
background:${brand.primary};color:${brand.primaryContrast};cursor:pointer}a{color:${brand.primary}}
.notice{padding:.75rem 1rem;border-radius:.25rem;margin-bottom:1rem}.notice h2{font-size:1.1rem;margin:0}.notice p{margin:0}
.or{margin:1rem 0 0}button.secondary{background:#fff;color:${brand.primary};border:2px solid ${brand.primary}}
.error{background:#fde8e8;color:#7a1010;border:1px solid #7a1010}.success{background:#e6f4ea;color:#14532d;border:1px solid #14532d}
</style></head>
<body><header>${brand.logo ? `<img src="${brand.logo}" alt="${escapeHtml(brand.name)}">` : ''}</header>
<main>${body}</main></body></html>
`;
}

export function renderForm(brand: PageBrand, page: FormPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const links = (page.links ?? [])
    .map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
    .join('');
  const alternative = page.alternative
    ? `<p class="or"><button type="submit" class="secondary" formaction="${escapeHtml(page.alternative.action)}">${escapeHtml(page.alternative.label)}</button></p>`
    : '';
  // A JSON data block is not run, so the page's script-src allows it; `<` is escaped so it cannot end the block.
  const webauthn = page.webauthn
    ? `<script type="application/json" id="webauthn" data-ceremony="${page.webauthn.ceremony}">${JSON.stringify(
        page.webauthn.options,
      ).replace(/</g, '\\u003c')}</script><script src="${PASSKEY_SCRIPT_PATH}"></script>`
    : '';
  const body = [
    `<h1>${escapeHtml(page.title)}</h1>`,
    page.intro ? `<p>${escapeHtml(page.intro)}</p>` : '',
    noticeHtml(page.notice),
    `<form method="post" action="${escapeHtml(page.action)}" novalidate${page.webauthn ? ' id="webauthn-form"' : ''}>${hidden}`,
    page.fields.map(fieldHtml).join(''),
    `<button type="submit">${escapeHtml(page.submit)}</button>${alternative}</form>`,
    links,
    webauthn,
  ].join('');
  return layout(brand, page.title, body);
}

export function renderError(brand: PageBrand, message: string): string {
  const title = text('error', 'title');
  return layout(brand, title, `<h1>${escapeHtml(title)}</h1>${noticeHtml({ tone: 'error', text: message })}`);
}
