import { describe, expect, it } from 'vitest';
import { routeShellFile, withPreloads } from './route-preloads';

describe('withPreloads', () => {
  const shell = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-2.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it("preloads the page's chunks the app does not load already, and its first API answers with the path's segments named", () => {
    const html = withPreloads(
      shell,
      ['/assets/game-3.js', '/assets/index-1.js', '/assets/dates-4.js'],
      ['/api/me', '/api/games/:id'],
    );
    expect(html.split('\n').slice(2, 11)).toEqual([
      '  <head>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-2.css">',
      '    <link rel="modulepreload" crossorigin href="/assets/game-3.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/dates-4.js">',
      '    <link rel="preload" as="fetch" crossorigin href="/api/me">',
      '    <link rel="preload" as="fetch" crossorigin href="/api/games/[id]">',
      '  </head>',
      '  <body><div id="root"></div></body>',
    ]);
  });

  it('names the file the server reads for a route', () => {
    expect(routeShellFile('/games/:id')).toBe('prerendered/games/[id].html');
    expect(routeShellFile('/s/:token')).toBe('prerendered/s/[token].html');
  });
});
