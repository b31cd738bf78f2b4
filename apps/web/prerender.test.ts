import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint, withoutStyleAttributes } from './prerender';

describe('withoutStyleAttributes', () => {
  it('drops the style attributes that only set custom properties, which the CSP would refuse in the page', () => {
    const markup =
      '<div id="a" style="--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--w)" hidden="">x</div>';
    expect(withoutStyleAttributes(markup)).toBe('<div id="a" hidden="">x</div>');
  });

  it('fails the build on any other style attribute, which the page would silently lose', () => {
    expect(() => withoutStyleAttributes('<div style="--x:1;height:20px">x</div>')).toThrow(/style attribute the CSP refuses/);
    expect(() => withoutStyleAttributes('<p style="color:red">x</p>')).toThrow(/style="color:red"/);
  });
});

describe('withScriptsAfterPaint', () => {
  const shell = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>Courtside</title>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/main-2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/react-3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/main-4.css">',
    '  </head>',
    '  <body><div id="root"><h1>Pricing</h1></div></body>',
    '</html>',
  ].join('\n');

  it('loads only the start script, naming the app and every chunk it and the page need', () => {
    const html = withScriptsAfterPaint(shell, { start: '/assets/start-5.js', first: '/assets/react-3.js' }, [
      '/assets/pricing-6.js',
      '/assets/react-3.js',
      '/assets/faq-7.js',
    ]);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).not.toContain('modulepreload');
    // The stylesheet stays: the page paints with it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-4.css">');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/start-5.js" data-app="/assets/index-1.js" data-first="/assets/react-3.js" ' +
        'data-preload="/assets/main-2.js /assets/react-3.js /assets/pricing-6.js /assets/faq-7.js"></script>\n  </head>',
    );
    expect(html).toContain('<div id="root"><h1>Pricing</h1></div>');
  });

  it('refuses a page without the app script to replace', () => {
    const scripts = { start: '/assets/start.js', first: '/assets/react.js' };
    expect(() => withScriptsAfterPaint('<html><head></head><body></body></html>', scripts, [])).toThrow(/no module script/);
  });
});
